/**
 * Spins the wallet has not confirmed yet, settled with the very same
 * transaction ids (a repeat moves nothing twice): a win not yet credited is
 * credited (a win is never lost), a bet whose answer was lost, or that a
 * crash left awaiting its answer, is rolled back (a free spin's debit gives
 * its spin back to the session, as the wallet does). Run for a session before
 * each of its spins, and for everyone by a timer on the provider's clock.
 */
import { AppError } from '@shared/envelope.js';
import { playKey, type ProviderCtx } from './context.js';
import { giveBackFreeSpin } from './free-spin.js';
import { WalletUnreachable } from './wallet-client.js';

interface UnsettledSpin {
  id: number;
  round_id: string;
  status: 'debiting' | 'rollback_pending' | 'credit_pending';
  win: number;
  game_code: string;
  player_id: string;
  session_id: number;
  free_spin: 0 | 1;
  wallet_session: string;
}

const UNSETTLED = `SELECT s.id, s.round_id, s.status, s.win, s.game_code, s.player_id, s.session_id, s.free_spin, se.wallet_session
  FROM spins s JOIN sessions se ON se.id = s.session_id
  WHERE s.status IN ('debiting', 'rollback_pending', 'credit_pending')`;

/** Settles one spin; false when the wallet still does not answer (it stays as it is for the next try). */
async function settleSpin(ctx: ProviderCtx, spin: UnsettledSpin): Promise<boolean> {
  const ref = { session: spin.wallet_session, round: spin.round_id, game: spin.game_code };
  try {
    if (spin.status === 'credit_pending') {
      await ctx.wallet.credit(ref, spin.win);
      ctx.db.prepare(`UPDATE spins SET status = 'settled', settled_at = ? WHERE id = ?`).run(ctx.clock.now(), spin.id);
    } else {
      await ctx.wallet.rollback(ref);
      ctx.db.transaction(() => {
        ctx.db.prepare(`UPDATE spins SET status = 'rolled_back', settled_at = ? WHERE id = ?`).run(ctx.clock.now(), spin.id);
        if (spin.free_spin === 1) giveBackFreeSpin(ctx.db, spin.session_id);
      }).immediate();
    }
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) ctx.log(`the wallet refused settling round ${spin.round_id}`, error);
    if (spin.status === 'debiting') ctx.db.prepare(`UPDATE spins SET status = 'rollback_pending' WHERE id = ?`).run(spin.id);
    if (error instanceof AppError || error instanceof WalletUnreachable) return false;
    throw error;
  }
}

/** Settles what this player's game left unsettled; call it holding the game's queue (spin.ts does). */
export async function settlePlayerGame(ctx: ProviderCtx, playerId: string, game: string): Promise<void> {
  const spins = ctx.db.prepare(`${UNSETTLED} AND s.player_id = ? AND s.game_code = ? ORDER BY s.id`).all(playerId, game) as UnsettledSpin[];
  for (const spin of spins) await settleSpin(ctx, spin);
}

/** Everyone's unsettled spins, each player's game in its queue (never beside a spin in flight). */
export async function settleAll(ctx: ProviderCtx): Promise<void> {
  const keys = ctx.db.prepare(`SELECT DISTINCT s.player_id, s.game_code FROM (${UNSETTLED}) s`).all() as { player_id: string; game_code: string }[];
  for (const { player_id, game_code } of keys) {
    await ctx.queue.run(playKey(player_id, game_code), () => settlePlayerGame(ctx, player_id, game_code));
  }
}
