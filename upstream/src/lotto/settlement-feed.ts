/** The settlements feed: who was settled in which round, read by the gateway after an id. */
import type { SettlementFeedResponse } from '@shared/api/lotto/operator.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from './time.js';

export const SETTLEMENT_FEED_LIMIT = 500;

/** One row per member per round whose bills were settled or refunded, or who got a reward. */
export function noteSettlement(ctx: Ctx, roundId: number, memberId: number, at: number): void {
  stmt(ctx.db, 'INSERT OR IGNORE INTO lotto_settlements (round_id, member_id, created_at) VALUES (?, ?, ?)').run(roundId, memberId, at);
}

/**
 * Rows after `afterId` in order, at most 500. Without `afterId` no rows, only
 * the newest id: a gateway that starts up begins from now, not from history.
 */
export function settlementFeed(ctx: Ctx, afterId: number | undefined): SettlementFeedResponse {
  if (afterId === undefined) {
    const last = stmt(ctx.db, 'SELECT COALESCE(MAX(id), 0) FROM lotto_settlements').pluck().get() as number;
    return { settlements: [], last_id: last };
  }
  const rows = stmt<[number, number], { id: number; round_id: number; username: string; created_at: number }>(
    ctx.db,
    `SELECT s.id, s.round_id, m.username, s.created_at FROM lotto_settlements s JOIN members m ON m.id = s.member_id
     WHERE s.id > ? ORDER BY s.id LIMIT ?`,
  ).all(afterId, SETTLEMENT_FEED_LIMIT);
  return {
    settlements: rows.map((row) => ({ ...row, created_at: wireTime(row.created_at) })),
    last_id: rows.at(-1)?.id ?? afterId,
  };
}
