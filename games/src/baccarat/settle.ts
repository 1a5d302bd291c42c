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
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { settleBet, type BetSide } from '#shared/games/baccarat/payouts.js';
import type { Satang } from '#shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import { WalletUnreachable, type CreditOutcome, type RoundRef } from '../provider/wallet-client.js';
import { betsOf, betsOfRounds, markRoundsSettled, setBetStatus, type BetRow, type RoundRow } from './bet-store.js';
import { betTransactionIds } from './round-ids.js';
import type { HandRow } from './shoes.js';

/** What a dealt hand decides about a bet. */
export interface HandResult {
  winner: HandRow['winner'];
  playerPair: boolean;
  bankerPair: boolean;
}

export const handResult = (hand: Pick<HandRow, 'winner' | 'player_pair' | 'banker_pair'>): HandResult => ({ winner: hand.winner, playerPair: hand.player_pair === 1, bankerPair: hand.banker_pair === 1 });

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
  await markRoundsSettled(ctx.db, [{ id: roundId, returned }], ctx.clock.now());
}

/** A round whose hand is dealt and whose lost debits are undone: its credit is due. */
interface DueRound {
  round: OpenRound;
  ref: RoundRef;
  returned: Satang;
  /** whether a bet of it stayed staked (else it is closed with 0, and was perhaps never opened at the wallet) */
  staked: boolean;
}

type DealtHand = Pick<HandRow, 'shoe' | 'hand_no' | 'winner' | 'player_pair' | 'banker_pair'>;
const handKey = (shoe: number, handNo: number) => `${shoe}:${handNo}`;

/** The dealt hands of the rounds, by handKey, in one query. */
async function handsOf(ctx: ProviderCtx, rounds: readonly OpenRound[]): Promise<Map<string, DealtHand>> {
  const wanted = new Set(rounds.map((round) => handKey(round.shoe, round.hand_no)));
  const rows = await ctx.db
    .selectFrom('baccarat_hands')
    .select(['shoe', 'hand_no', 'winner', 'player_pair', 'banker_pair'])
    .where('shoe', 'in', [...new Set(rounds.map((round) => round.shoe))])
    .where('hand_no', 'in', [...new Set(rounds.map((round) => round.hand_no))])
    .$narrowType<Pick<HandRow, 'winner' | 'player_pair' | 'banker_pair'>>()
    .execute();
  return new Map(rows.filter((row) => wanted.has(handKey(row.shoe, row.hand_no))).map((row) => [handKey(row.shoe, row.hand_no), row]));
}

/** The credit due for a round of a dealt hand with at least one bet, none of them awaiting a debit's or a rollback's answer. */
function dueOf(round: OpenRound, bets: readonly BetRow[], hand: DealtHand): DueRound {
  const placed = bets.filter((bet) => bet.status === 'placed');
  // A round whose debits were all undone is closed with 0 too, unless none of them ever reached the wallet.
  const ref = betRef(round, round.wallet_session, (placed[0] ?? bets[0]!).n);
  return { round, ref, returned: roundReturn(placed, handResult(hand)), staked: placed.length > 0 };
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
  const hand = (await handsOf(ctx, [round])).get(handKey(round.shoe, round.hand_no));
  if (!hand) return undefined;
  // Every debit was refused: the wallet has no round to close and the member is owed nothing.
  if (bets.length === 0) {
    await markSettled(ctx, round.id, null);
    return undefined;
  }
  return dueOf(round, bets, hand);
}

/** What the wallet answered a round's credit does to it, as a single credit's answer did: the return to mark it settled with, or undefined to leave it open. */
function creditAnswered(ctx: ProviderCtx, due: DueRound, outcome: CreditOutcome): { id: number; returned: Satang | null } | undefined {
  if (outcome.paid) return { id: due.round.id, returned: due.staked ? due.returned : null };
  // Lost: the round stays open for the settling timer.
  if (outcome.refusal === null) return undefined;
  if (!due.staked && outcome.refusal.code === ErrorCode.PROVIDER_ROUND_NOT_FOUND) return { id: due.round.id, returned: null };
  ctx.log(`the wallet refused the settlement of round ${due.round.round_id}`, outcome.refusal);
  return undefined;
}

/**
 * Credits the due rounds with one batch per table, then marks the ones the wallet answered settled in one
 * statement per table. Once due a round's bets are final (its hand is dealt, so no bet joins it), so the credit
 * needs no queue: a second settler sending it too is answered the same.
 */
async function creditDue(ctx: ProviderCtx, due: readonly DueRound[]): Promise<void> {
  const byTable = new Map<string, DueRound[]>();
  for (const round of due) {
    const table = byTable.get(round.round.table_code);
    if (table) table.push(round);
    else byTable.set(round.round.table_code, [round]);
  }
  await Promise.all(
    [...byTable].map(async ([table, rounds]) => {
      const outcomes = await ctx.wallet.creditBatch(table, rounds.map((round) => ({ ref: round.ref, amount: round.returned })));
      const settled = rounds.flatMap((round, i) => creditAnswered(ctx, round, outcomes[i]!) ?? []);
      await markRoundsSettled(ctx.db, settled, ctx.clock.now());
    }),
  );
}

/**
 * Rounds with no bet awaiting a debit's or a rollback's answer: readied together from one read of their bets,
 * no member queue held. Their bets are final: the hand is dealt (a bet is kept only while its hand is open),
 * none is in flight (it would still be `debiting`), and settling only ever changes those in flight.
 */
async function settleSure(ctx: ProviderCtx, rounds: readonly OpenRound[], hands: ReadonlyMap<string, DealtHand>, bets: ReadonlyMap<number, BetRow[]>): Promise<void> {
  const due: DueRound[] = [];
  const empty: { id: number; returned: null }[] = [];
  for (const round of rounds) {
    const hand = hands.get(handKey(round.shoe, round.hand_no));
    if (!hand) continue;
    const roundBets = bets.get(round.id)!;
    // Every debit was refused: the wallet has no round to close and the member is owed nothing.
    if (roundBets.length === 0) empty.push({ id: round.id, returned: null });
    else due.push(dueOf(round, roundBets, hand));
  }
  await markRoundsSettled(ctx.db, empty, ctx.clock.now());
  await creditDue(ctx, due);
}

/** Rounds with a bet awaiting its debit's answer or a rollback: each readied in its member's table queue (never beside their bet in flight), lost debits rolled back first. */
async function settleUnsure(ctx: ProviderCtx, rounds: readonly OpenRound[]): Promise<void> {
  const readied = await Promise.all(rounds.map((round) => ctx.queue.run(playKey(round.player_id, round.table_code), () => dueRound(ctx, round.id))));
  await creditDue(ctx, readied.filter((due) => due !== undefined));
}

const unsure = (bet: BetRow) => bet.status === 'debiting' || bet.status === 'rollback_pending';

/** Settles the open rounds (of one hand, or all of them). */
export async function settleTableRounds(ctx: ProviderCtx, hand?: { shoe: number; handNo: number }): Promise<void> {
  const rounds = await (hand ? openRounds(ctx).where('r.shoe', '=', hand.shoe).where('r.hand_no', '=', hand.handNo) : openRounds(ctx)).orderBy('r.id').execute();
  if (rounds.length === 0) return;
  // The hands before the bets: bets read once a hand is seen dealt are all of its rounds' bets.
  const hands = await handsOf(ctx, rounds);
  const bets = await betsOfRounds(ctx.db, rounds.map((round) => round.id));
  // Rounds with a bet still awaiting its debit's answer, or a rollback, are credited apart: those wallet calls
  // (retried while the wallet does not answer) must not hold the other members' credits back.
  const waiting = (round: OpenRound) => bets.get(round.id)!.some(unsure);
  await Promise.all([
    settleSure(ctx, rounds.filter((round) => !waiting(round)), hands, bets),
    settleUnsure(ctx, rounds.filter(waiting)),
  ]);
}
