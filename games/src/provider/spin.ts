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
import type { SlotSpinResponse } from '@shared/games/slot-api.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb, type Satang } from '@shared/money.js';
import { playFairSpin } from '../slots/play.js';
import { slotTitle } from '../slots/titles/index.js';
import { playKey, type ProviderCtx } from './context.js';
import { DEMO_HAS_NO_FREE_SPINS, exhaustFreeSpins, freeSpinOf, freeSpinToWire, giveBackFreeSpin, reserveFreeSpin } from './free-spin.js';
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

function play(ctx: ProviderCtx, session: BrowserSession, bet: Satang, freeSpin = false) {
  const title = slotTitle(session.game_code);
  if (!title) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  const seed = activeSeed(ctx.db, ctx.clock, session.player_id, session.game_code);
  const fair = playFairSpin(title, { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.next_nonce }, bet);
  const record = spinRecord(title, fair, seed, newRoundId(), bet, freeSpin, ctx.clock.now());
  return { seed, fair, record };
}

function insertSpin(ctx: ProviderCtx, session: BrowserSession, seed: SeedRow, played: ReturnType<typeof play>, status: string): number {
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO spins (round_id, session_id, player_id, game_code, seed_id, nonce, status, bet, win, stops, result, created_at, settled_at, free_spin)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        played.record.round_id,
        session.id,
        session.player_id,
        session.game_code,
        seed.id,
        seed.next_nonce,
        status,
        Math.round(played.record.bet * 100),
        played.fair.totalWinSatang,
        JSON.stringify(played.fair.stops),
        JSON.stringify(played.record),
        ctx.clock.now(),
        status === 'settled' ? ctx.clock.now() : null,
        played.record.free_spin ? 1 : 0,
      ).lastInsertRowid,
  );
}

const nextNonce = (ctx: ProviderCtx, seed: SeedRow) => ctx.db.prepare('UPDATE seeds SET next_nonce = next_nonce + 1 WHERE id = ?').run(seed.id);

function answer(ctx: ProviderCtx, session: BrowserSession, played: ReturnType<typeof play>, balance: Satang): SlotSpinResponse {
  const fairness = fairnessOf(activeSeed(ctx.db, ctx.clock, session.player_id, session.game_code));
  const freeSpin = session.mode === 'demo' ? null : freeSpinToWire(freeSpinOf(ctx.db, session.id));
  return { spin: played.record, balance: satangToThb(balance), fairness, free_spin: freeSpin };
}

async function demoSpin(ctx: ProviderCtx, session: BrowserSession, bet: Satang): Promise<SlotSpinResponse> {
  const played = play(ctx, session, bet);
  const balance = ctx.db.transaction(() => {
    const current = ctx.db.prepare('SELECT demo_balance FROM sessions WHERE id = ?').pluck().get(session.id) as Satang;
    if (current < bet) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'เครดิตทดลองเล่นไม่พอ กรุณาเปิดเกมทดลองใหม่');
    const after = current - bet + played.fair.totalWinSatang;
    ctx.db.prepare('UPDATE sessions SET demo_balance = ? WHERE id = ?').run(after, session.id);
    insertSpin(ctx, session, played.seed, played, 'settled');
    nextNonce(ctx, played.seed);
    return after;
  }).immediate();
  return answer(ctx, session, played, balance);
}

async function realSpin(ctx: ProviderCtx, session: BrowserSession, chosenBet: Satang, free: boolean): Promise<SlotSpinResponse> {
  // Settled first: a free spin rolled back there is the member's again before the count is read.
  await settlePlayerGame(ctx, session.player_id, session.game_code);
  const credit = free ? freeSpinOf(ctx.db, session.id) : null;
  // Refused here without a wallet call; the wallet would refuse it too.
  if (free && !(credit && credit.spinsLeft > 0)) throw new AppError(ErrorCode.FREE_SPIN_NOT_USABLE);
  const bet = credit ? credit.bet : chosenBet;
  const played = play(ctx, session, bet, free);
  const ref = { session: session.wallet_session!, round: played.record.round_id, game: session.game_code };
  // Kept before the debit is sent: a crash while it is in flight leaves the round to be rolled back (and its free spin given back).
  const spinId = ctx.db.transaction(() => {
    if (free) reserveFreeSpin(ctx.db, session.id);
    return insertSpin(ctx, session, played.seed, played, 'debiting');
  }).immediate();
  let outcome;
  try {
    outcome = await ctx.wallet.bet(ref, free ? 0 : bet, free);
  } catch (error) {
    // Refused (balance, limits, self-exclusion, no free spin left): the wallet's own code and Thai message, and nothing kept.
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM spins WHERE id = ?').run(spinId);
      if (!free) return;
      if (error instanceof AppError && error.code === ErrorCode.FREE_SPIN_NOT_USABLE) exhaustFreeSpins(ctx.db, session.id);
      else giveBackFreeSpin(ctx.db, session.id);
    }).immediate();
    throw error;
  }
  if (!outcome.taken) {
    const { rolledBack } = outcome;
    const [status, settledAt] = rolledBack ? ['rolled_back', ctx.clock.now()] : ['rollback_pending', null];
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE spins SET status = ?, settled_at = ? WHERE id = ?').run(status, settledAt, spinId);
      if (free && rolledBack) giveBackFreeSpin(ctx.db, session.id);
    }).immediate();
    throw new AppError(ErrorCode.UPSTREAM_DOWN, BET_NOT_TAKEN);
  }
  ctx.db.transaction(() => {
    ctx.db.prepare(`UPDATE spins SET status = 'credit_pending' WHERE id = ?`).run(spinId);
    nextNonce(ctx, played.seed);
  }).immediate();
  const win = played.fair.totalWinSatang;
  try {
    const credited = await ctx.wallet.credit(ref, win);
    ctx.db.prepare(`UPDATE spins SET status = 'settled', settled_at = ? WHERE id = ?`).run(ctx.clock.now(), spinId);
    return answer(ctx, session, played, credited.balance);
  } catch (error) {
    if (!(error instanceof WalletUnreachable || error instanceof AppError)) throw error;
    if (error instanceof AppError) ctx.log(`the wallet refused the credit of round ${ref.round}`, error);
    // The spin was played and stays owed: the balance it will have once the pending credit is paid.
    return answer(ctx, session, played, outcome.move.balance + win);
  }
}
