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
import type { FishingShotRequest, FishingShotResponse } from '#shared/games/fishing-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import { inTransaction } from '../provider/db/transaction.js';
import { logSeedOnce } from '../provider/commitment-logger.js';
import { activeSeed, type SeedRow } from '../provider/seeds.js';
import { settlePlayerGame } from '../provider/settle.js';
import type { BrowserSession } from '../provider/sessions.js';
import { BET_NOT_TAKEN, moveDemoBalance, nextNonce, setSpinStatus } from '../provider/spin.js';
import { WalletUnreachable } from '../provider/wallet-client.js';
import { playShot } from '#shared/games/fishing/play.js';
import { speciesByCode, type FishSpecies } from '#shared/games/fishing/species.js';

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

async function play(ctx: ProviderCtx, session: BrowserSession, species: FishSpecies, bet: Satang): Promise<Played> {
  const seed = await activeSeed(ctx.db, ctx.clock, session.player_id, session.game_code);
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

async function insertShot(ctx: ProviderCtx, session: BrowserSession, played: Played, bet: Satang, status: 'debiting' | 'settled'): Promise<number> {
  const now = ctx.clock.now();
  const { id } = await ctx.db
    .insertInto('spins')
    .values({
      round_id: played.record.round_id,
      session_id: session.id,
      player_id: session.player_id,
      game_code: session.game_code,
      seed_id: played.seed.id,
      nonce: played.seed.next_nonce,
      status,
      bet,
      win: played.winSatang,
      stops: JSON.stringify({ fish: played.record.fish }),
      result: JSON.stringify(played.record),
      created_at: now,
      settled_at: status === 'settled' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function demoShot(ctx: ProviderCtx, session: BrowserSession, species: FishSpecies, bet: Satang): Promise<FishingShotResponse> {
  const played = await play(ctx, session, species, bet);
  const balance = await inTransaction(ctx.db, async () => {
    const after = await moveDemoBalance(ctx, session.id, bet, played.winSatang);
    await insertShot(ctx, session, played, bet, 'settled');
    await nextNonce(ctx, played.seed);
    return after;
  });
  return { ...played.record, balance: satangToThb(balance) };
}

async function realShot(ctx: ProviderCtx, session: BrowserSession, species: FishSpecies, bet: Satang): Promise<FishingShotResponse> {
  // What an earlier shot left unconfirmed is finished first, with its own transaction ids.
  await settlePlayerGame(ctx, session.player_id, session.game_code);
  const played = await play(ctx, session, species, bet);
  // In the site's public log before its first real-money shot (a demo seed never is).
  await logSeedOnce(ctx, 'fishing_seed', played.seed);
  const ref = { session: session.wallet_session!, round: played.record.round_id, game: session.game_code };
  // Kept before the debit is sent: a crash while it is in flight leaves the round to be rolled back.
  const shotId = await insertShot(ctx, session, played, bet, 'debiting');
  let outcome;
  try {
    outcome = await ctx.wallet.bet(ref, bet);
  } catch (error) {
    // Refused (balance, limits, self-exclusion): the wallet's own code and Thai message, and nothing kept.
    await ctx.db.deleteFrom('spins').where('id', '=', shotId).execute();
    throw error;
  }
  if (!outcome.taken) {
    if (outcome.rolledBack) await setSpinStatus(ctx, shotId, 'rolled_back', ctx.clock.now());
    else await setSpinStatus(ctx, shotId, 'rollback_pending', null);
    throw new AppError(ErrorCode.UPSTREAM_DOWN, BET_NOT_TAKEN);
  }
  // The paid round and the seed position it used commit together, before the next shot.
  await inTransaction(ctx.db, async () => {
    await setSpinStatus(ctx, shotId, 'credit_pending', null);
    await nextNonce(ctx, played.seed);
  });
  try {
    const credited = await ctx.wallet.credit(ref, played.winSatang);
    await setSpinStatus(ctx, shotId, 'settled', ctx.clock.now());
    return { ...played.record, balance: satangToThb(credited.balance) };
  } catch (error) {
    if (!(error instanceof WalletUnreachable || error instanceof AppError)) throw error;
    if (error instanceof AppError) ctx.log(`the wallet refused the credit of round ${ref.round}`, error);
    // Played and owed: settlement pays it with the same id; the balance it will have then.
    return { ...played.record, balance: satangToThb(outcome.move.balance + played.winSatang) };
  }
}
