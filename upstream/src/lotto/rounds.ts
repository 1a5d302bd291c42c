import type { Selectable } from 'kysely';
import type { LottoResult, LottoRound, RoundStatus } from '#shared/api/lotto/rounds.js';
import type { YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { isPostgres } from '../db/engine.js';
import type { LottoRounds } from '../db/schema.js';
import type { Db } from '../db/transaction.js';
import { logSeqsOf, roundSubject } from '../fairness/commitment-log.js';
import { wireTime } from '#shared/dates/calendar.js';

/** A round as stored; its status column's CHECK admits only the round statuses. */
export type RoundRow = Omit<Selectable<LottoRounds>, 'status'> & { status: RoundStatus };

/** A `lotto_rounds` row read whole, with its status as the union the code switches on. */
export const asRoundRow = (row: Selectable<LottoRounds>): RoundRow => row as RoundRow;

export async function roundById(db: Db, id: number): Promise<RoundRow | undefined> {
  const row = await db.selectFrom('lotto_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  return row && asRoundRow(row);
}

/** The round, or ROUND_NOT_FOUND; with 'for update', under its row lock on PostgreSQL (roundForUpdate). */
export async function requireRound(db: Db, id: number, lock?: 'for update'): Promise<RoundRow> {
  const round = lock ? await roundForUpdate(db, id) : await roundById(db, id);
  if (!round) throw new AppError(ErrorCode.ROUND_NOT_FOUND);
  return round;
}

/**
 * The round read afresh and, on PostgreSQL, row-locked until the caller's
 * transaction ends: a bill, a shot, a draw, a result and a cancel of one round
 * then run one after another, each seeing what the one before committed, as
 * SQLite's one writer runs them (its transactions begin with the write lock).
 */
export async function roundForUpdate(db: Db, id: number): Promise<RoundRow | undefined> {
  const query = db.selectFrom('lotto_rounds').selectAll().where('id', '=', id);
  const row = await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return row && asRoundRow(row);
}

/**
 * The status a caller sees. The clock decides closing, not the timer: a round
 * past its close reads as closed even before the scheduler has written it.
 */
export function effectiveStatus(round: Pick<RoundRow, 'status' | 'closes_at'>, now: number): RoundStatus {
  if ((round.status === 'open' || round.status === 'upcoming') && now >= round.closes_at) return 'closed';
  return round.status;
}

export function resultOf(round: RoundRow): LottoResult | undefined {
  return round.result ? (JSON.parse(round.result) as LottoResult) : undefined;
}

/** Round id → the seq of its seed's entry in the public log, for every round of an answer at once. */
export type RoundLogSeqs = ReadonlyMap<number, number>;

export async function roundLogSeqs(db: Db, rounds: readonly Pick<RoundRow, 'id' | 'seed_hash'>[]): Promise<RoundLogSeqs> {
  const seeded = rounds.filter((round) => round.seed_hash !== null);
  const bySubject = await logSeqsOf(db, 'lotto_round', seeded.map((round) => roundSubject(round.id)));
  const seqs = new Map<number, number>();
  for (const round of seeded) {
    const seq = bySubject.get(roundSubject(round.id));
    if (seq !== undefined) seqs.set(round.id, seq);
  }
  return seqs;
}

/** With `logSeqs` (roundLogSeqs of the answer's rounds), the round points at its seed's entry in the log. */
export function toWireRound(round: RoundRow, now: number, logSeqs?: RoundLogSeqs): LottoRound {
  const wire: LottoRound = {
    round_id: round.id,
    category_id: round.category_id,
    name: round.name,
    status: effectiveStatus(round, now),
    opens_at: wireTime(round.opens_at),
    closes_at: wireTime(round.closes_at),
    seed_hash: round.seed_hash,
    // The seed stays secret until the result is out (docs/domain.md "Integrity first").
    seed: round.status === 'resulted' ? round.seed : null,
  };
  const result = resultOf(round);
  if (result) wire.result = result;
  if (logSeqs) wire.log_seq = logSeqs.get(round.id) ?? null;
  return wire;
}

export function toYeekeeRound(round: RoundRow, now: number, logSeqs?: RoundLogSeqs): YeekeeRound {
  return { ...toWireRound(round, now, logSeqs), round_no: round.round_no, shot_count: round.shot_count };
}
