/**
 * POST /games/api/football/bet and /my-bets. A bet is on one selection of a
 * match still open (kick-off ahead), at the match's own price (the page sends
 * the price it showed: a different one is refused, never silently changed),
 * within FOOTBALL_LIMITS. Each bet is its own wallet round
 * `vfb:<match id>:<bet id>` with a fresh random bet id, so a bet sent twice
 * is two bets, each debited at most once, and a refused id is never sent
 * again. The stake is debited at once, under the member's football queue
 * (their bets and settlement one at a time), as a table bet is: a wallet
 * refusal is passed on and the bet is not kept, a lost answer is rolled back
 * by the wallet client and what it could not undo is undone by settlement.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  FOOTBALL_LIMITS,
  type FootballBetResponse,
  type FootballMyBetsResponse,
  type ZFootballBetRequest,
} from '#shared/games/football-api.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import type { BrowserSession } from '../provider/sessions.js';
import { logMatchOnce } from '../provider/commitment-logger.js';
import { BET_NOT_TAKEN } from '../provider/spin.js';
import { WalletUnreachable, type RoundRef } from '../provider/wallet-client.js';
import { matchById, priceOf, type MatchRow } from './matches.js';
import type { BetColumns, FootballBetStatus } from './bet-row.js';
import { betView } from './views.js';

export type FootballBetInput = z.output<typeof ZFootballBetRequest>;

export const KICKED_OFF = 'คู่นี้เริ่มแข่งแล้ว ปิดรับแทง กรุณาเลือกคู่ถัดไป';
export const WRONG_PRICE = 'ราคาไม่ตรงกับราคาของคู่นี้ กรุณาโหลดราคาใหม่แล้วแทงอีกครั้ง';
export const OUT_OF_LIMITS = `ยอดแทงต่อครั้งต้องอยู่ระหว่าง ${FOOTBALL_LIMITS.min} ถึง ${FOOTBALL_LIMITS.max.toLocaleString('en-US')} บาท`;
const NO_SUCH_MATCH = 'ไม่พบคู่ที่แทง กรุณาโหลดรายการคู่ใหม่';
const OTHER_GAME = 'เซสชันนี้เป็นของเกมอื่น กรุณาเปิดเกมใหม่จากหน้าเว็บ';
const BALANCE_UNKNOWN = 'ระบบกระเป๋าเงินไม่ตอบสนอง กรุณาลองใหม่อีกครั้ง';

/** The wallet reference of a bet: its own round, the protocol's default ids (`-d`, `-c`, `-r`). */
export const betRef = (bet: { round_id: string }, walletSession: string, game: string): RoundRef => ({ session: walletSession, round: bet.round_id, game });

/** A real session opened for a football game (only real ones exist: open-football.ts refuses a demo). */
function footballSession(session: BrowserSession): string {
  if (session.mode !== 'real' || session.wallet_session === null) throw new AppError(ErrorCode.GAME_SESSION_INVALID, OTHER_GAME);
  return session.wallet_session;
}

/** The price the page showed equals the match's (prices are whole hundredths; 2.35 may arrive as 2.3499999…). */
const samePrice = (sent: number, hundredths: number) => Math.abs(sent * 100 - hundredths) < 1e-6;

export function placeFootballBet(ctx: ProviderCtx, session: BrowserSession, bet: FootballBetInput): Promise<FootballBetResponse> {
  const walletSession = footballSession(session);
  return ctx.queue.run(playKey(session.player_id, session.game_code), () => placeInQueue(ctx, session, walletSession, bet));
}

async function placeInQueue(ctx: ProviderCtx, session: BrowserSession, walletSession: string, bet: FootballBetInput): Promise<FootballBetResponse> {
  const match = await matchById(ctx.db, bet.match_id);
  if (!match || match.game_code !== session.game_code) throw new AppError(ErrorCode.GAME_NOT_FOUND, NO_SUCH_MATCH);
  if (ctx.clock.now() >= match.kickoff_at) throw new AppError(ErrorCode.TABLE_BETTING_CLOSED, KICKED_OFF);
  const odds = priceOf(match, bet.selection);
  if (!samePrice(bet.odds, odds)) throw new AppError(ErrorCode.BAD_REQUEST, WRONG_PRICE);
  if (bet.amount < FOOTBALL_LIMITS.min * 100 || bet.amount > FOOTBALL_LIMITS.max * 100) throw new AppError(ErrorCode.TABLE_BET_LIMIT, OUT_OF_LIMITS);

  // In the site's public log before the match's first bet.
  await logMatchOnce(ctx, match);
  const betId = randomBytes(8).toString('hex');
  // Kept before the debit is sent: a crash while it is in flight leaves it to be rolled back.
  const row = await ctx.db
    .insertInto('football_bets')
    .values({
      bet_id: betId,
      round_id: `vfb:${match.match_id}:${betId}`,
      match: match.id,
      player_id: session.player_id,
      session_id: session.id,
      selection: bet.selection,
      odds,
      amount: bet.amount,
      status: 'debiting',
      created_at: ctx.clock.now(),
    })
    .returningAll()
    .$narrowType<BetColumns>()
    .executeTakeFirstOrThrow();
  const setStatus = async (status: FootballBetStatus) => {
    await ctx.db.updateTable('football_bets').set({ status }).where('id', '=', row.id).execute();
  };
  let outcome;
  try {
    outcome = await ctx.wallet.bet(betRef(row, walletSession, match.game_code), bet.amount);
  } catch (error) {
    await ctx.db.deleteFrom('football_bets').where('id', '=', row.id).execute();
    throw error;
  }
  if (!outcome.taken) {
    await setStatus(outcome.rolledBack ? 'rolled_back' : 'rollback_pending');
    throw new AppError(ErrorCode.UPSTREAM_DOWN, BET_NOT_TAKEN);
  }
  await setStatus('placed');
  return { bet: betView({ ...row, status: 'placed', ...matchFields(match) }), balance: satangToThb(outcome.move.balance) };
}

const matchFields = (match: MatchRow) => ({ match_id: match.match_id, home: match.home, away: match.away, kickoff_at: match.kickoff_at });

/** How many bets my-bets lists (the newest). */
export const MY_BETS_SHOWN = 30;

/**
 * The member's bets at this game, newest first, and the wallet's balance
 * (asked each time: settlement credits it with no call of the page). Bets the
 * wallet never took are not listed.
 */
export async function myFootballBets(ctx: ProviderCtx, session: BrowserSession): Promise<FootballMyBetsResponse> {
  const walletSession = footballSession(session);
  const rows = await ctx.db
    .selectFrom('football_bets as b')
    .innerJoin('football_matches as m', 'm.id', 'b.match')
    .selectAll('b')
    .select(['m.match_id', 'm.home', 'm.away', 'm.kickoff_at'])
    .where('b.player_id', '=', session.player_id)
    .where('m.game_code', '=', session.game_code)
    .where('b.status', 'in', ['placed', 'settled'])
    .orderBy('b.id', 'desc')
    .limit(MY_BETS_SHOWN)
    .$narrowType<BetColumns>()
    .execute();
  let balance;
  try {
    balance = await ctx.wallet.balance(walletSession);
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError(ErrorCode.UPSTREAM_DOWN, BALANCE_UNKNOWN);
    throw error;
  }
  return { bets: rows.map(betView), balance: satangToThb(balance) };
}
