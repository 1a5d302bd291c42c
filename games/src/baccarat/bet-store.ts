/**
 * The provider's record of table bets (db/004-baccarat-bets.ts): a member's
 * round for a hand, the bets in it, and the sums the page and the limits read.
 * Only `placed` bets count as stakes: one still awaiting its debit may yet be
 * refused or rolled back.
 */
import { sql, type Selectable } from 'kysely';
import { BET_SIDES, type BetSide } from '#shared/games/baccarat/payouts.js';
import type { Satang } from '#shared/money.js';
import { isPostgres } from '#upstream/db/engine.js';
import type { GamesDB, GamesDb } from '../provider/db/transaction.js';

export type RoundRow = Selectable<GamesDB['baccarat_rounds']>;

export type BetStatus = 'debiting' | 'placed' | 'rollback_pending' | 'rolled_back';

export interface BetRow {
  id: number;
  round: number;
  n: number;
  side: BetSide;
  amount: Satang;
  status: BetStatus;
}

export type SideSums = Record<BetSide, Satang>;

const noStakes = (): SideSums => Object.fromEntries(BET_SIDES.map((side) => [side, 0])) as SideSums;

function sums(rows: readonly { side: BetSide; amount: Satang }[]): SideSums {
  const out = noStakes();
  for (const { side, amount } of rows) out[side] += amount;
  return out;
}

export function roundOf(db: GamesDb, shoe: number, handNo: number, playerId: string): Promise<RoundRow | undefined> {
  return db.selectFrom('baccarat_rounds').selectAll().where('shoe', '=', shoe).where('hand_no', '=', handNo).where('player_id', '=', playerId).executeTakeFirst();
}

/**
 * Whether `handNo` is still the shoe's next hand, read under the shoe row's
 * lock on PostgreSQL (SQLite's transaction holds the write lock already): the
 * dealer's recordHand updates that row, so it waits for a bet being kept, and
 * a bet read after the deal sees the hand dealt.
 */
export async function handStillOpen(db: GamesDb, shoe: number, handNo: number): Promise<boolean> {
  const query = db.selectFrom('baccarat_shoes').select(['hands', 'ended_at']).where('id', '=', shoe);
  const row = await (isPostgres(db) ? query.forShare() : query).executeTakeFirst();
  return row !== undefined && row.ended_at === null && row.hands + 1 === handNo;
}

export interface NewRound {
  roundId: string;
  shoe: number;
  handNo: number;
  tableCode: string;
  playerId: string;
  sessionId: number;
}

/** The member's round for the hand, made by their first bet on it (the UNIQUE (shoe, hand_no, player_id) keeps it one). */
export async function roundFor(db: GamesDb, round: NewRound): Promise<RoundRow> {
  await db
    .insertInto('baccarat_rounds')
    .values({
      round_id: round.roundId,
      shoe: round.shoe,
      hand_no: round.handNo,
      table_code: round.tableCode,
      player_id: round.playerId,
      session_id: round.sessionId,
      status: 'open',
    })
    .onConflict((oc) => oc.columns(['shoe', 'hand_no', 'player_id']).doNothing())
    .execute();
  return (await roundOf(db, round.shoe, round.handNo, round.playerId))!;
}

/** Keeps a bet before its debit is sent: numbered after every bet the round ever had, so a refused one's id is never reused. */
export async function addBet(db: GamesDb, round: number, side: BetSide, amount: Satang, now: number): Promise<BetRow> {
  // One UPDATE … RETURNING numbers it: the row's lock makes two numberings of one round wait for each other.
  const { bets_numbered: n } = await db
    .updateTable('baccarat_rounds')
    .set((eb) => ({ bets_numbered: eb('bets_numbered', '+', 1) }))
    .where('id', '=', round)
    .returning('bets_numbered')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('baccarat_bets')
    .values({ round, n, side, amount, status: 'debiting', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, round, n, side, amount, status: 'debiting' };
}

export async function setBetStatus(db: GamesDb, bet: number, status: BetStatus): Promise<void> {
  await db.updateTable('baccarat_bets').set({ status }).where('id', '=', bet).execute();
}

export const betsOf = (db: GamesDb, round: number): Promise<BetRow[]> =>
  db
    .selectFrom('baccarat_bets')
    .select(['id', 'round', 'n', 'side', 'amount', 'status'])
    .where('round', '=', round)
    .orderBy('n')
    .$narrowType<{ side: BetSide; status: BetStatus }>()
    .execute();

/** Rounds per statement of the bulk reads and writes below: at most 3 bound values a round, far below either engine's limit (SQLite 32,766). */
const ROUNDS_PER_STATEMENT = 1_000;

function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += ROUNDS_PER_STATEMENT) out.push(items.slice(start, start + ROUNDS_PER_STATEMENT));
  return out;
}

/** The bets of many rounds, by round, each round's in number order. */
export async function betsOfRounds(db: GamesDb, rounds: readonly number[]): Promise<Map<number, BetRow[]>> {
  const byRound = new Map<number, BetRow[]>(rounds.map((round) => [round, []]));
  for (const slice of slices(rounds)) {
    const rows = await db
      .selectFrom('baccarat_bets')
      .select(['id', 'round', 'n', 'side', 'amount', 'status'])
      .where('round', 'in', slice)
      .orderBy('round')
      .orderBy('n')
      .$narrowType<{ side: BetSide; status: BetStatus }>()
      .execute();
    for (const row of rows) byRound.get(row.round)!.push(row);
  }
  return byRound;
}

/** Marks rounds settled with what each returned (null: nothing was staked), in one UPDATE per statement's worth. */
export async function markRoundsSettled(db: GamesDb, rounds: readonly { id: number; returned: Satang | null }[], now: number): Promise<void> {
  for (const slice of slices(rounds)) {
    // The cast: PostgreSQL types a bare parameter in a CASE as text.
    await sql`
      UPDATE baccarat_rounds SET status = 'settled', settled_at = CAST(${now} AS BIGINT),
        returned = CASE id ${sql.join(slice.map(({ id, returned }) => sql`WHEN ${id} THEN CAST(${returned} AS BIGINT)`), sql` `)} END
      WHERE id IN (${sql.join(slice.map(({ id }) => id))})`.execute(db);
  }
}

/** The round's debited stakes per side. */
export const stakesOf = async (db: GamesDb, round: number | undefined): Promise<SideSums> =>
  round === undefined ? noStakes() : sums((await betsOf(db, round)).filter((bet) => bet.status === 'placed'));

/** Everyone's debited stakes on a hand, per side. */
export async function handTotals(db: GamesDb, shoe: number, handNo: number): Promise<SideSums> {
  const rows = await db
    .selectFrom('baccarat_bets as b')
    .innerJoin('baccarat_rounds as r', 'r.id', 'b.round')
    .select((eb) => ['b.side', eb.fn.sum<number>('b.amount').as('amount')])
    .where('r.shoe', '=', shoe)
    .where('r.hand_no', '=', handNo)
    .where('b.status', '=', 'placed')
    .groupBy('b.side')
    .$narrowType<{ side: BetSide }>()
    .execute();
  return sums(rows);
}

/** The member's last settled hand at the table that staked something. */
export async function lastSettled(db: GamesDb, playerId: string, tableCode: string): Promise<{ round: RoundRow; staked: Satang } | undefined> {
  const round = await db
    .selectFrom('baccarat_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('table_code', '=', tableCode)
    .where('status', '=', 'settled')
    .where('returned', 'is not', null)
    // A settled round always has settled_at: the one UPDATE that settles it writes both (no NULL to order).
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!round) return undefined;
  const staked = Object.values(await stakesOf(db, round.id)).reduce((a, b) => a + b, 0);
  return { round, staked };
}
