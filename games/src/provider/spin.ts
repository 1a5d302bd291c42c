/**
 * One spin of a session, under its player's game queue: what the wallet left
 * unsettled first, then the next nonce of the seed in use is played
 * (playFairSpin) and its money moved. Real money: the bet is debited (a
 * refusal is passed on unchanged and nothing is kept), then the whole win is
 * credited with `round_closed`, even 0, which closes the round; a credit
 * whose answer is lost leaves the spin `credit_pending`, to be paid with the
 * same transaction id (settle.ts). Demo: the same against the session's play
 * money, never the wallet. A spin of the launch's free-spin credit stakes the
 * credit's bet, debits 0 with `free_spin` and is paid its win as usual
 * (free-spin.ts keeps the count); a demo has no credit.
 */
import { randomBytes } from 'node:crypto';
import type { SlotSpinResponse } from '#shared/games/slot-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import { playFairSpin } from '#shared/games/slots/play.js';
import { slotTitle } from '#shared/games/slots/titles/index.js';
import { playKey, type ProviderCtx } from './context.js';
import { inTransaction } from './db/transaction.js';
import { DEMO_HAS_NO_FREE_SPINS, exhaustFreeSpins, freeSpinOf, freeSpinToWire, giveBackFreeSpin, reserveFreeSpin } from './free-spin.js';
import { logSeedOnce } from './commitment-logger.js';
import { activeSeed, fairnessOf, type SeedRow } from './seeds.js';
import { settlePlayerGame } from './settle.js';
import type { BrowserSession } from './sessions.js';
import { spinRecord } from './spin-record.js';
import { WalletUnreachable } from './wallet-client.js';

/** A bet whose debit answer was lost (and is being undone): nothing was staked. */
export const BET_NOT_TAKEN = 'ระบบกระเป๋าเงินไม่ตอบสนอง ยังไม่ได้ตัดเงินเดิมพัน กรุณาลองใหม่อีกครั้ง';

const newRoundId = () => `r${randomBytes(12).toString('hex')}`;

/** `freeSpin`: play one spin of the launch's credit, its bet instead of `bet`. */
export function spin(ctx: ProviderCtx, session: BrowserSession, bet: Satang, freeSpin = false): Promise<SlotSpinResponse> {
  if (freeSpin && session.mode === 'demo') return Promise.reject(new AppError(ErrorCode.FREE_SPIN_NOT_USABLE, DEMO_HAS_NO_FREE_SPINS));
  return ctx.queue.run(playKey(session.player_id, session.game_code), () =>
    session.mode === 'demo' ? demoSpin(ctx, session, bet) : realSpin(ctx, session, bet, freeSpin),
  );
}

async function play(ctx: ProviderCtx, session: BrowserSession, bet: Satang, freeSpin = false) {
  const title = slotTitle(session.game_code);
  if (!title) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  const seed = await activeSeed(ctx.db, ctx.clock, session.player_id, session.game_code);
  const fair = playFairSpin(title, { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.next_nonce }, bet);
  const record = spinRecord(title, fair, seed, newRoundId(), bet, freeSpin, ctx.clock.now());
  return { seed, fair, record };
}

type Played = Awaited<ReturnType<typeof play>>;
type SpinStatus = 'debiting' | 'rollback_pending' | 'rolled_back' | 'credit_pending' | 'settled';

async function insertSpin(ctx: ProviderCtx, session: BrowserSession, seed: SeedRow, played: Played, status: SpinStatus): Promise<number> {
  const now = ctx.clock.now();
  const { id } = await ctx.db
    .insertInto('spins')
    .values({
      round_id: played.record.round_id,
      session_id: session.id,
      player_id: session.player_id,
      game_code: session.game_code,
      seed_id: seed.id,
      nonce: seed.next_nonce,
      status,
      bet: Math.round(played.record.bet * 100),
      win: played.fair.totalWinSatang,
      stops: JSON.stringify(played.fair.stops),
      result: JSON.stringify(played.record),
      created_at: now,
      settled_at: status === 'settled' ? now : null,
      free_spin: played.record.free_spin ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const nextNonce = async (ctx: ProviderCtx, seed: SeedRow) => {
  await ctx.db
    .updateTable('seeds')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('id', '=', seed.id)
    .execute();
};

export const setSpinStatus = async (ctx: ProviderCtx, id: number, status: SpinStatus, settledAt: number | null) => {
  await ctx.db.updateTable('spins').set({ status, settled_at: settledAt }).where('id', '=', id).execute();
};

/**
 * Takes a demo bet and pays its win in one conditional update (atomic on both
 * engines); the balance after, or INSUFFICIENT_BALANCE when the play money is short.
 */
export async function moveDemoBalance(ctx: ProviderCtx, sessionId: number, bet: Satang, win: Satang): Promise<Satang> {
  const row = await ctx.db
    .updateTable('sessions')
    .set((eb) => ({ demo_balance: eb(eb('demo_balance', '-', bet), '+', win) }))
    .where('id', '=', sessionId)
    .where('demo_balance', '>=', bet)
    .returning('demo_balance')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'เครดิตทดลองเล่นไม่พอ กรุณาเปิดเกมทดลองใหม่');
  return row.demo_balance!;
}

async function answer(ctx: ProviderCtx, session: BrowserSession, played: Played, balance: Satang): Promise<SlotSpinResponse> {
  const fairness = fairnessOf(await activeSeed(ctx.db, ctx.clock, session.player_id, session.game_code));
  const freeSpin = session.mode === 'demo' ? null : freeSpinToWire(await freeSpinOf(ctx.db, session.id));
  return { spin: played.record, balance: satangToThb(balance), fairness, free_spin: freeSpin };
}

async function demoSpin(ctx: ProviderCtx, session: BrowserSession, bet: Satang): Promise<SlotSpinResponse> {
  const played = await play(ctx, session, bet);
  const balance = await inTransaction(ctx.db, async () => {
    const after = await moveDemoBalance(ctx, session.id, bet, played.fair.totalWinSatang);
    await insertSpin(ctx, session, played.seed, played, 'settled');
    await nextNonce(ctx, played.seed);
    return after;
  });
  return answer(ctx, session, played, balance);
}

async function realSpin(ctx: ProviderCtx, session: BrowserSession, chosenBet: Satang, free: boolean): Promise<SlotSpinResponse> {
  // Settled first: a free spin rolled back there is the member's again before the count is read.
  await settlePlayerGame(ctx, session.player_id, session.game_code);
  const credit = free ? await freeSpinOf(ctx.db, session.id) : null;
  // Refused here without a wallet call; the wallet would refuse it too.
  if (free && !(credit && credit.spinsLeft > 0)) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
  const bet = credit ? credit.bet : chosenBet;
  const played = await play(ctx, session, bet, free);
  // In the site's public log before its first real-money spin (a demo seed never is).
  await logSeedOnce(ctx, 'slot_seed', played.seed);
  const ref = { session: session.wallet_session!, round: played.record.round_id, game: session.game_code };
  // Kept before the debit is sent: a crash while it is in flight leaves the round to be rolled back (and its free spin given back).
  const spinId = await inTransaction(ctx.db, async () => {
    if (free) await reserveFreeSpin(ctx.db, session.id);
    return insertSpin(ctx, session, played.seed, played, 'debiting');
  });
  let outcome;
  try {
    outcome = await ctx.wallet.bet(ref, free ? 0 : bet, free);
  } catch (error) {
    // Refused (balance, limits, self-exclusion, no free spin left): the wallet's own code and Thai message, and nothing kept.
    await inTransaction(ctx.db, async () => {
      await ctx.db.deleteFrom('spins').where('id', '=', spinId).execute();
      if (!free) return;
      if (error instanceof AppError && error.code === ErrorCode.FREE_SPIN_NOT_USABLE) await exhaustFreeSpins(ctx.db, session.id);
      else await giveBackFreeSpin(ctx.db, session.id);
    });
    throw error;
  }
  if (!outcome.taken) {
    const { rolledBack } = outcome;
    await inTransaction(ctx.db, async () => {
      await setSpinStatus(ctx, spinId, rolledBack ? 'rolled_back' : 'rollback_pending', rolledBack ? ctx.clock.now() : null);
      if (free && rolledBack) await giveBackFreeSpin(ctx.db, session.id);
    });
    throw new AppError(ErrorCode.UPSTREAM_DOWN, BET_NOT_TAKEN);
  }
  // The paid round and the seed position it used commit together, before the next spin (spins_nonce_played keeps a nonce played once).
  await inTransaction(ctx.db, async () => {
    await setSpinStatus(ctx, spinId, 'credit_pending', null);
    await nextNonce(ctx, played.seed);
  });
  const win = played.fair.totalWinSatang;
  try {
    const credited = await ctx.wallet.credit(ref, win);
    await setSpinStatus(ctx, spinId, 'settled', ctx.clock.now());
    return await answer(ctx, session, played, credited.balance);
  } catch (error) {
    if (!(error instanceof WalletUnreachable || error instanceof AppError)) throw error;
    if (error instanceof AppError) ctx.log(`the wallet refused the credit of round ${ref.round}`, error);
    // The spin was played and stays owed: the balance it will have once the pending credit is paid.
    return answer(ctx, session, played, outcome.move.balance + win);
  }
}
