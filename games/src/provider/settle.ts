/**
 * Spins the wallet has not confirmed yet, settled with the very same
 * transaction ids (a repeat moves nothing twice): a win not yet credited is
 * credited (a win is never lost), a bet whose answer was lost, or that a
 * crash left awaiting its answer, is rolled back (a free spin's debit gives
 * its spin back to the session, as the wallet does). Run for a session before
 * each of its spins, and for everyone by a timer on the provider's clock.
 */
import { AppError } from '#shared/envelope.js';
import { playKey, type ProviderCtx } from './context.js';
import { inTransaction } from './db/transaction.js';
import { giveBackFreeSpin } from './free-spin.js';
import { WalletUnreachable } from './wallet-client.js';

/** Spins the wallet has not confirmed, with the wallet session their calls name. */
function unsettledSpins(ctx: ProviderCtx) {
  return ctx.db
    .selectFrom('spins as s')
    .innerJoin('sessions as se', 'se.id', 's.session_id')
    .select(['s.id', 's.round_id', 's.status', 's.win', 's.game_code', 's.player_id', 's.session_id', 's.free_spin', 'se.wallet_session'])
    .where('s.status', 'in', ['debiting', 'rollback_pending', 'credit_pending'])
    .$narrowType<{ wallet_session: string }>();
}

type UnsettledSpin = Awaited<ReturnType<ReturnType<typeof unsettledSpins>['execute']>>[number];

/** Settles one spin; false when the wallet still does not answer (it stays as it is for the next try). */
async function settleSpin(ctx: ProviderCtx, spin: UnsettledSpin): Promise<boolean> {
  const ref = { session: spin.wallet_session, round: spin.round_id, game: spin.game_code };
  try {
    if (spin.status === 'credit_pending') {
      await ctx.wallet.credit(ref, spin.win);
      await ctx.db.updateTable('spins').set({ status: 'settled', settled_at: ctx.clock.now() }).where('id', '=', spin.id).execute();
    } else {
      await ctx.wallet.rollback(ref);
      await inTransaction(ctx.db, async () => {
        await ctx.db.updateTable('spins').set({ status: 'rolled_back', settled_at: ctx.clock.now() }).where('id', '=', spin.id).execute();
        if (spin.free_spin === 1) await giveBackFreeSpin(ctx.db, spin.session_id);
      });
    }
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) ctx.log(`the wallet refused settling round ${spin.round_id}`, error);
    if (spin.status === 'debiting') await ctx.db.updateTable('spins').set({ status: 'rollback_pending' }).where('id', '=', spin.id).execute();
    if (error instanceof AppError || error instanceof WalletUnreachable) return false;
    throw error;
  }
}

/** Settles what this player's game left unsettled; call it holding the game's queue (spin.ts does). */
export async function settlePlayerGame(ctx: ProviderCtx, playerId: string, game: string): Promise<void> {
  const spins = await unsettledSpins(ctx).where('s.player_id', '=', playerId).where('s.game_code', '=', game).orderBy('s.id').execute();
  for (const spin of spins) await settleSpin(ctx, spin);
}

/** Everyone's unsettled spins, each player's game in its queue (never beside a spin in flight). */
export async function settleAll(ctx: ProviderCtx): Promise<void> {
  const keys = await ctx.db
    .selectFrom('spins')
    .select(['player_id', 'game_code'])
    .distinct()
    .where('status', 'in', ['debiting', 'rollback_pending', 'credit_pending'])
    .execute();
  for (const { player_id, game_code } of keys) {
    await ctx.queue.run(playKey(player_id, game_code), () => settlePlayerGame(ctx, player_id, game_code));
  }
}
