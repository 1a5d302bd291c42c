/**
 * FISHING_API.shot: one cannon shot at a fish, under the player's play queue
 * (two shots never share a nonce). A shot is kept as a row of the provider's
 * `spins` table (the fish in `stops`, the answer in `result`), so the slots'
 * settlement (provider/settle.ts) finishes a shot the wallet left unconfirmed
 * exactly as it does a spin, and the nonce's uniqueness index covers shots.
 * Real money: the bet is debited (a refusal is passed on and nothing kept),
 * then the win, 0 for a miss, is credited with `round_closed` in the same
 * round. Demo: the same against the session's play money, never the wallet.
 */
import { randomBytes } from 'node:crypto';
import type { FishingShotRequest, FishingShotResponse } from '@shared/games/fishing-api.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import { activeSeed, type SeedRow } from '../provider/seeds.js';
import { settlePlayerGame } from '../provider/settle.js';
import type { BrowserSession } from '../provider/sessions.js';
import { BET_NOT_TAKEN } from '../provider/spin.js';
import { WalletUnreachable } from '../provider/wallet-client.js';
import { playShot } from './play.js';
import { speciesByCode, type FishSpecies } from './species.js';

export const UNKNOWN_FISH = 'ไม่พบปลาชนิดนี้ กรุณาเลือกปลาที่จะยิงใหม่';

/** The request after the contract's schema: the bet in satang. */
export interface ShotOrder {
  fish: FishingShotRequest['fish'];
  bet: Satang;
}

type ShotRecord = Omit<FishingShotResponse, 'balance'>;

interface Played {
  seed: SeedRow;
  winSatang: number;
  record: ShotRecord;
}

export function shoot(ctx: ProviderCtx, session: BrowserSession, order: ShotOrder): Promise<FishingShotResponse> {
  // Refused before the queue and the wallet: nothing is played or moved.
  const species = speciesByCode(order.fish);
  if (!species) return Promise.reject(new AppError(ErrorCode.VALIDATION, UNKNOWN_FISH, { fields: { fish: UNKNOWN_FISH } }));
  return ctx.queue.run(playKey(session.player_id, session.game_code), () =>
    session.mode === 'demo' ? demoShot(ctx, session, species, order.bet) : realShot(ctx, session, species, order.bet),
  );
}

function play(ctx: ProviderCtx, session: BrowserSession, species: FishSpecies, bet: Satang): Played {
  const seed = activeSeed(ctx.db, ctx.clock, session.player_id, session.game_code);
  const shot = playShot({ serverSeed: seed.server_seed, clientSeed: seed.client_seed }, seed.next_nonce, species, bet);
  const record: ShotRecord = {
    round_id: `f${randomBytes(12).toString('hex')}`,
    fish: species.code,
    bet: satangToThb(bet),
    caught: shot.caught,
    win: satangToThb(shot.winSatang),
    nonce: seed.next_nonce,
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    digest: shot.digest,
    created_at: new Date(ctx.clock.now()).toISOString(),
  };
  return { seed, winSatang: shot.winSatang, record };
}

function insertShot(ctx: ProviderCtx, session: BrowserSession, played: Played, bet: Satang, status: 'debiting' | 'settled'): number {
  const now = ctx.clock.now();
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO spins (round_id, session_id, player_id, game_code, seed_id, nonce, status, bet, win, stops, result, created_at, settled_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        played.record.round_id,
        session.id,
        session.player_id,
        session.game_code,
        played.seed.id,
        played.seed.next_nonce,
        status,
        bet,
        played.winSatang,
        JSON.stringify({ fish: played.record.fish }),
        JSON.stringify(played.record),
        now,
        status === 'settled' ? now : null,
      ).lastInsertRowid,
  );
}

const nextNonce = (ctx: ProviderCtx, seed: SeedRow) => ctx.db.prepare('UPDATE seeds SET next_nonce = next_nonce + 1 WHERE id = ?').run(seed.id);
const setStatus = (ctx: ProviderCtx, id: number, status: string, settledAt: number | null) =>
  ctx.db.prepare('UPDATE spins SET status = ?, settled_at = ? WHERE id = ?').run(status, settledAt, id);

async function demoShot(ctx: ProviderCtx, session: BrowserSession, species: FishSpecies, bet: Satang): Promise<FishingShotResponse> {
  const played = play(ctx, session, species, bet);
  const balance = ctx.db.transaction(() => {
    const current = ctx.db.prepare('SELECT demo_balance FROM sessions WHERE id = ?').pluck().get(session.id) as Satang;
    if (current < bet) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'เครดิตทดลองเล่นไม่พอ กรุณาเปิดเกมทดลองใหม่');
    const after = current - bet + played.winSatang;
    ctx.db.prepare('UPDATE sessions SET demo_balance = ? WHERE id = ?').run(after, session.id);
    insertShot(ctx, session, played, bet, 'settled');
    nextNonce(ctx, played.seed);
    return after;
  }).immediate();
  return { ...played.record, balance: satangToThb(balance) };
}

async function realShot(ctx: ProviderCtx, session: BrowserSession, species: FishSpecies, bet: Satang): Promise<FishingShotResponse> {
  // What an earlier shot left unconfirmed is finished first, with its own transaction ids.
  await settlePlayerGame(ctx, session.player_id, session.game_code);
  const played = play(ctx, session, species, bet);
  const ref = { session: session.wallet_session!, round: played.record.round_id, game: session.game_code };
  // Kept before the debit is sent: a crash while it is in flight leaves the round to be rolled back.
  const shotId = insertShot(ctx, session, played, bet, 'debiting');
  let outcome;
  try {
    outcome = await ctx.wallet.bet(ref, bet);
  } catch (error) {
    // Refused (balance, limits, self-exclusion): the wallet's own code and Thai message, and nothing kept.
    ctx.db.prepare('DELETE FROM spins WHERE id = ?').run(shotId);
    throw error;
  }
  if (!outcome.taken) {
    if (outcome.rolledBack) setStatus(ctx, shotId, 'rolled_back', ctx.clock.now());
    else setStatus(ctx, shotId, 'rollback_pending', null);
    throw new AppError(ErrorCode.UPSTREAM_DOWN, BET_NOT_TAKEN);
  }
  ctx.db.transaction(() => {
    setStatus(ctx, shotId, 'credit_pending', null);
    nextNonce(ctx, played.seed);
  }).immediate();
  try {
    const credited = await ctx.wallet.credit(ref, played.winSatang);
    setStatus(ctx, shotId, 'settled', ctx.clock.now());
    return { ...played.record, balance: satangToThb(credited.balance) };
  } catch (error) {
    if (!(error instanceof WalletUnreachable || error instanceof AppError)) throw error;
    if (error instanceof AppError) ctx.log(`the wallet refused the credit of round ${ref.round}`, error);
    // Played and owed: settlement pays it with the same id; the balance it will have then.
    return { ...played.record, balance: satangToThb(outcome.move.balance + played.winSatang) };
  }
}
