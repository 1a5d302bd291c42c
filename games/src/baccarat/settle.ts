/**
 * Settling the members' hands at the tables: when a hand is dealt, every
 * member with bets on it gets one credit of the hand's whole return (0 too:
 * it closes the round), `<round>:settle`, so a repeat pays nothing twice; the
 * hand's members are credited together, one `credit_batch` per table
 * (docs/decisions/0070). First the debits whose answer was lost are rolled
 * back, because the credit closes the round and a closed round's debit can no
 * longer be undone. A round the wallet did not confirm stays open and is
 * tried again by the provider's settling timer until paid. Nothing here needs
 * the member's browser: a member who left is settled all the same.
 */
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { settleBet, type BetSide } from '@shared/games/baccarat/payouts.js';
import type { Satang } from '@shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import { WalletUnreachable, type CreditOutcome, type RoundRef } from '../provider/wallet-client.js';
import { betsOf, setBetStatus, type BetRow, type RoundRow } from './bet-store.js';
import { betTransactionIds } from './round-ids.js';
import type { HandRow } from './shoes.js';

/** What a dealt hand decides about a bet. */
export interface HandResult {
  winner: HandRow['winner'];
  playerPair: boolean;
  bankerPair: boolean;
}

export const handResult = (hand: HandRow): HandResult => ({ winner: hand.winner, playerPair: hand.player_pair === 1, bankerPair: hand.banker_pair === 1 });

/** A member's return on a hand in satang: the sum of settleBet's credits of the debited bets (stakes back included). */
export function roundReturn(bets: readonly { side: BetSide; amount: Satang }[], hand: HandResult): Satang {
  return bets.reduce((total, bet) => total + settleBet(bet.side, bet.amount, hand).credit, 0);
}

/** Open rounds with the wallet session their calls name. */
const openRounds = (ctx: ProviderCtx) =>
  ctx.db
    .selectFrom('baccarat_rounds as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .selectAll('r')
    .select('s.wallet_session')
    .where('r.status', '=', 'open')
    .$narrowType<{ wallet_session: string }>();

type OpenRound = RoundRow & { wallet_session: string };

/** The wallet reference of one bet of the round (its credit is the round's settlement). */
export const betRef = (round: { round_id: string; table_code: string }, walletSession: string, n: number): RoundRef => ({
  session: walletSession,
  round: round.round_id,
  game: round.table_code,
  ids: betTransactionIds(round.round_id, n),
});

/** Undoes a bet whose debit answer was lost; false while the wallet has not confirmed it. */
export async function rollBack(ctx: ProviderCtx, round: OpenRound, bet: BetRow): Promise<boolean> {
  try {
    await ctx.wallet.rollback(betRef(round, round.wallet_session, bet.n));
    await setBetStatus(ctx.db, bet.id, 'rolled_back');
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) ctx.log(`the wallet refused rolling back bet ${bet.n} of round ${round.round_id}`, error);
    if (bet.status === 'debiting') await setBetStatus(ctx.db, bet.id, 'rollback_pending');
    if (error instanceof AppError || error instanceof WalletUnreachable) return false;
    throw error;
  }
}

async function markSettled(ctx: ProviderCtx, roundId: number, returned: Satang | null): Promise<void> {
  await ctx.db.updateTable('baccarat_rounds').set({ status: 'settled', returned, settled_at: ctx.clock.now() }).where('id', '=', roundId).execute();
}

/** A round whose hand is dealt and whose lost debits are undone: its credit is due. */
interface DueRound {
  round: OpenRound;
  ref: RoundRef;
  returned: Satang;
  /** whether a bet of it stayed staked (else it is closed with 0, and was perhaps never opened at the wallet) */
  staked: boolean;
}

/** Readies one round for its credit; call it holding the member's table queue. Undefined when nothing is due yet (or nothing ever). */
async function dueRound(ctx: ProviderCtx, roundId: number): Promise<DueRound | undefined> {
  const round = await openRounds(ctx).where('r.id', '=', roundId).executeTakeFirst();
  if (!round) return undefined;
  const bets = await betsOf(ctx.db, round.id);
  for (const bet of bets) {
    if (bet.status !== 'debiting' && bet.status !== 'rollback_pending') continue;
    if (!(await rollBack(ctx, round, bet))) return undefined;
  }
  const hand = await ctx.db
    .selectFrom('baccarat_hands')
    .selectAll()
    .where('shoe', '=', round.shoe)
    .where('hand_no', '=', round.hand_no)
    .$narrowType<Pick<HandRow, 'winner' | 'player_pair' | 'banker_pair'>>()
    .executeTakeFirst();
  if (!hand) return undefined;
  const placed = bets.filter((bet) => bet.status === 'placed');
  // Every debit was refused: the wallet has no round to close and the member is owed nothing.
  if (bets.length === 0) {
    await markSettled(ctx, round.id, null);
    return undefined;
  }
  // A round whose debits were all undone is closed with 0 too, unless none of them ever reached the wallet.
  const ref = betRef(round, round.wallet_session, (placed[0] ?? bets[0]!).n);
  return { round, ref, returned: roundReturn(placed, handResult(hand)), staked: placed.length > 0 };
}

/** What the wallet answered a round's credit does to it, as a single credit's answer did. */
async function creditAnswered(ctx: ProviderCtx, due: DueRound, outcome: CreditOutcome): Promise<void> {
  if (outcome.paid) {
    await markSettled(ctx, due.round.id, due.staked ? due.returned : null);
    return;
  }
  // Lost: the round stays open for the settling timer.
  if (outcome.refusal === null) return;
  if (!due.staked && outcome.refusal.code === ErrorCode.PROVIDER_ROUND_NOT_FOUND) {
    await markSettled(ctx, due.round.id, null);
    return;
  }
  ctx.log(`the wallet refused the settlement of round ${due.round.round_id}`, outcome.refusal);
}

/**
 * Readies each round in its member's table queue (never beside their bet in flight), members side by side,
 * then credits the due ones with one batch per table. Once ready a round's bets are final (its hand is dealt,
 * so no bet joins it), so the credit itself needs no queue: a second settler sending it too is answered the same.
 */
async function settleTogether(ctx: ProviderCtx, rounds: readonly OpenRound[]): Promise<void> {
  const readied = await Promise.all(rounds.map((round) => ctx.queue.run(playKey(round.player_id, round.table_code), () => dueRound(ctx, round.id))));
  const byTable = new Map<string, DueRound[]>();
  for (const due of readied) {
    if (!due) continue;
    const table = byTable.get(due.round.table_code);
    if (table) table.push(due);
    else byTable.set(due.round.table_code, [due]);
  }
  await Promise.all(
    [...byTable].map(async ([table, due]) => {
      const outcomes = await ctx.wallet.creditBatch(table, due.map((round) => ({ ref: round.ref, amount: round.returned })));
      for (const [i, round] of due.entries()) await creditAnswered(ctx, round, outcomes[i]!);
    }),
  );
}

/** Settles the open rounds (of one hand, or all of them). */
export async function settleTableRounds(ctx: ProviderCtx, hand?: { shoe: number; handNo: number }): Promise<void> {
  const rounds = await (hand ? openRounds(ctx).where('r.shoe', '=', hand.shoe).where('r.hand_no', '=', hand.handNo) : openRounds(ctx)).orderBy('r.id').execute();
  if (rounds.length === 0) return;
  // Rounds with a bet still awaiting its debit's answer, or a rollback, are credited apart: those wallet calls
  // (retried while the wallet does not answer) must not hold the other members' credits back.
  const unsure = await ctx.db
    .selectFrom('baccarat_bets')
    .select('round')
    .distinct()
    .where('round', 'in', rounds.map((round) => round.id))
    .where('status', 'in', ['debiting', 'rollback_pending'])
    .execute();
  const waiting = new Set(unsure.map((row) => row.round));
  const sure = rounds.filter((round) => !waiting.has(round.id));
  await Promise.all([settleTogether(ctx, sure), settleTogether(ctx, rounds.filter((round) => waiting.has(round.id)))]);
}
