/** The settlements feed: who was settled in which round, read by the gateway after an id. */
import { sql } from 'kysely';
import type { SettlementFeedResponse } from '#shared/api/lotto/operator.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';

export const SETTLEMENT_FEED_LIMIT = 500;

/** One row per member per round whose bills were settled or refunded, or who got a reward. */
export async function noteSettlement(ctx: Ctx, roundId: number, memberId: number, at: number): Promise<void> {
  await ctx.db
    .insertInto('lotto_settlements')
    .values({ round_id: roundId, member_id: memberId, created_at: at })
    .onConflict((oc) => oc.columns(['round_id', 'member_id']).doNothing())
    .execute();
}

/**
 * Rows after `afterId` in order, at most 500. Without `afterId` no rows, only
 * the newest id: a gateway that starts up begins from now, not from history.
 */
export async function settlementFeed(ctx: Ctx, afterId: number | undefined): Promise<SettlementFeedResponse> {
  if (afterId === undefined) {
    const { last } = await ctx.db
      .selectFrom('lotto_settlements')
      .select(sql<number>`COALESCE(MAX(id), 0)`.as('last'))
      .executeTakeFirstOrThrow();
    return { settlements: [], last_id: last };
  }
  const rows = await ctx.db
    .selectFrom('lotto_settlements as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.round_id', 'm.username', 's.created_at'])
    .where('s.id', '>', afterId)
    .orderBy('s.id')
    .limit(SETTLEMENT_FEED_LIMIT)
    .execute();
  return {
    settlements: rows.map((row) => ({ ...row, created_at: wireTime(row.created_at) })),
    last_id: rows.at(-1)?.id ?? afterId,
  };
}
