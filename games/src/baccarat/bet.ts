/**
 * POST /games/api/baccarat/bet: a chip on one side of the hand open for bets,
 * under the member's table queue (their bets and settlement one at a time).
 * Refused without a wallet call when the window has closed (or the page shows
 * an older hand) and beyond the table's limits per member, hand and side.
 * The stake is debited at once as the next transaction of the member's round
 * for the hand; a refusal by the wallet (balance, limits, self-exclusion) is
 * passed on unchanged and the bet is not kept (its round is, empty, to
 * number the next bet after the refused id); a lost answer is rolled back by
 * the wallet client, and what it could not undo is undone by settlement.
 */
import type { z } from 'zod';
import { BACCARAT_LIMITS, type BaccaratBetResponse, type ZBaccaratBetRequest } from '#shared/games/baccarat-api.js';
import type { BetSide } from '#shared/games/baccarat/payouts.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import type { BrowserSession } from '../provider/sessions.js';
import { BET_NOT_TAKEN } from '../provider/spin.js';
import { inTransaction } from '../provider/db/transaction.js';
import { addBet, handStillOpen, roundFor, setBetStatus, stakesOf } from './bet-store.js';
import type { LiveTables } from './live-tables.js';
import { baccaratRoundId } from './round-ids.js';
import { betRef } from './settle.js';
import { handOpenForBets, tableOfSession } from './table-session.js';
import { myBets } from './views.js';

export type BaccaratBet = z.output<typeof ZBaccaratBetRequest>;

const thb = (amount: number): Satang => amount * 100;

/** The most one member may stake on a side of one hand, in satang. */
export function sideLimit(side: BetSide): Satang {
  if (side === 'tie') return thb(BACCARAT_LIMITS.tie_max);
  if (side === 'player_pair' || side === 'banker_pair') return thb(BACCARAT_LIMITS.pair_max);
  return thb(BACCARAT_LIMITS.max);
}

export function placeBet(ctx: ProviderCtx, tables: LiveTables, session: BrowserSession, bet: BaccaratBet): Promise<BaccaratBetResponse> {
  return ctx.queue.run(playKey(session.player_id, bet.table), () => placeInQueue(ctx, tables, session, bet));
}

async function placeInQueue(ctx: ProviderCtx, tables: LiveTables, session: BrowserSession, bet: BaccaratBet): Promise<BaccaratBetResponse> {
  const state = tableOfSession(tables, session, bet.table);
  if (handOpenForBets(state) !== bet.hand_no) throw new AppError(ErrorCode.TABLE_BETTING_CLOSED);
  const shoe = state.shoe.row;
  const { round, placed } = await inTransaction(ctx.db, async () => {
    // The dealer may have dealt the hand since the check above: its shoe row says, and waits for this bet when it deals now.
    if (!(await handStillOpen(ctx.db, shoe.id, bet.hand_no))) throw new AppError(ErrorCode.TABLE_BETTING_CLOSED);
    const round = await roundFor(ctx.db, {
      roundId: baccaratRoundId(shoe.shoe_id, bet.hand_no, session.player_id),
      shoe: shoe.id,
      handNo: bet.hand_no,
      tableCode: bet.table,
      playerId: session.player_id,
      sessionId: session.id,
    });
    // The member's table queue orders their bets, so the stakes read here are still theirs when the bet is kept.
    const staked = (await stakesOf(ctx.db, round.id))[bet.side];
    if (bet.amount < thb(BACCARAT_LIMITS.min) || staked + bet.amount > sideLimit(bet.side)) throw new AppError(ErrorCode.TABLE_BET_LIMIT);
    // Kept before the debit is sent: a crash while it is in flight leaves it to be rolled back.
    return { round, placed: await addBet(ctx.db, round.id, bet.side, bet.amount, ctx.clock.now()) };
  });
  const { wallet_session: walletSession } = await ctx.db
    .selectFrom('sessions')
    .select('wallet_session')
    .where('id', '=', round.session_id)
    .$narrowType<{ wallet_session: string }>()
    .executeTakeFirstOrThrow();
  let outcome;
  try {
    outcome = await ctx.wallet.bet(betRef(round, walletSession, placed.n), bet.amount);
  } catch (error) {
    await ctx.db.deleteFrom('baccarat_bets').where('id', '=', placed.id).execute();
    throw error;
  }
  if (!outcome.taken) {
    await setBetStatus(ctx.db, placed.id, outcome.rolledBack ? 'rolled_back' : 'rollback_pending');
    throw new AppError(ErrorCode.UPSTREAM_DOWN, BET_NOT_TAKEN);
  }
  await setBetStatus(ctx.db, placed.id, 'placed');
  return { my_bets: await myBets(ctx.db, bet.hand_no, round.id), balance: satangToThb(outcome.move.balance) };
}
