import type { Database } from 'better-sqlite3';
import type { LottoResult, LottoRound, RoundStatus } from '@shared/api/lotto/rounds.js';
import type { YeekeeRound } from '@shared/api/lotto/yeekee.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { stmt } from '../db/statements.js';
import { wireTime } from './time.js';

export interface RoundRow {
  id: number;
  category_id: number;
  draw_date: string;
  round_no: number;
  name: string;
  status: RoundStatus;
  opens_at: number;
  closes_at: number;
  result_at: number;
  seed: string | null;
  seed_hash: string | null;
  result: string | null;
  shot_count: number;
  shot_sum: number;
  opened_at: number | null;
  closed_at: number | null;
  resulted_at: number | null;
  settled_at: number | null;
  created_at: number;
}

export function roundById(db: Database, id: number): RoundRow | undefined {
  return stmt<[number], RoundRow>(db, 'SELECT * FROM lotto_rounds WHERE id = ?').get(id);
}

export function requireRound(db: Database, id: number): RoundRow {
  const round = roundById(db, id);
  if (!round) throw new AppError(ErrorCode.ROUND_NOT_FOUND);
  return round;
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

export function toWireRound(round: RoundRow, now: number): LottoRound {
  const wire: LottoRound = {
    round_id: round.id,
    category_id: round.category_id,
    name: round.name,
    status: effectiveStatus(round, now),
    opens_at: wireTime(round.opens_at),
    closes_at: wireTime(round.closes_at),
    seed_hash: round.seed_hash,
    // The seed stays secret until the result is out (DOMAIN.md, Integrity first).
    seed: round.status === 'resulted' ? round.seed : null,
  };
  const result = resultOf(round);
  if (result) wire.result = result;
  return wire;
}

export function toYeekeeRound(round: RoundRow, now: number): YeekeeRound {
  return { ...toWireRound(round, now), round_no: round.round_no, shot_count: round.shot_count };
}
