/** The agent's affiliate report: the top referrers by commission earned, and every flagged sign-up. */
import { sql } from 'kysely';
import type { AffiliateReport } from '#shared/api/daily-operator.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';
import { downlineCount, type AffiliateLevel } from './downline.js';

const TOP = 20;
const FLAGGED = 200;

export async function affiliateReport(ctx: Ctx): Promise<AffiliateReport> {
  // Every selected column grouped: PostgreSQL asks it of b.balance (m.username follows from m.id).
  const { rows: top } = await sql<{ id: number; username: string; earned: number; balance: number }>`
    SELECT m.id, m.username, COALESCE(SUM(e.amount), 0) AS earned, COALESCE(b.balance, 0) AS balance
    FROM affiliate_entries e JOIN members m ON m.id = e.member_id LEFT JOIN affiliate_balances b ON b.member_id = m.id
    WHERE e.kind = 'commission' GROUP BY m.id, m.username, b.balance ORDER BY earned DESC, m.id LIMIT ${TOP}`.execute(ctx.db);
  const flagged = await ctx.db
    .selectFrom('affiliate_flags as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .innerJoin('members as r', 'r.id', 'm.referrer_id')
    .select(['m.username', 'r.username as referrer', 'f.reason', 'f.level', 'm.created_at'])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.member_id', 'desc')
    .limit(FLAGGED)
    .execute();
  const topRows = [];
  for (const row of top) {
    topRows.push({
      username: row.username,
      level1: await downlineCount(ctx.db, row.id, 1),
      level2: await downlineCount(ctx.db, row.id, 2),
      level3: await downlineCount(ctx.db, row.id, 3),
      earned: satangToThb(row.earned),
      balance: satangToThb(row.balance),
    });
  }
  return {
    top: topRows,
    flagged: flagged.map((row) => ({
      username: row.username,
      referrer: row.referrer,
      reason: row.reason,
      level: row.level as AffiliateLevel,
      registered_at: wireTime(row.created_at),
    })),
  };
}
