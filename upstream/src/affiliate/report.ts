/** The agent's affiliate report: the top referrers by commission earned, and every flagged sign-up. */
import type { AffiliateReport } from '@shared/api/daily-operator.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { wireTime } from '../lotto/time.js';
import { downlineFrom, type AffiliateLevel } from './downline.js';

const TOP = 20;
const FLAGGED = 200;

export function affiliateReport(ctx: Ctx): AffiliateReport {
  const top = ctx.db
    .prepare(
      `SELECT m.id, m.username, COALESCE(SUM(e.amount), 0) AS earned, COALESCE(b.balance, 0) AS balance
       FROM affiliate_entries e JOIN members m ON m.id = e.member_id LEFT JOIN affiliate_balances b ON b.member_id = m.id
       WHERE e.kind = 'commission' GROUP BY m.id ORDER BY earned DESC, m.id LIMIT ?`,
    )
    .all(TOP) as { id: number; username: string; earned: number; balance: number }[];
  const count = (level: AffiliateLevel, id: number) => ctx.db.prepare(`SELECT COUNT(*) FROM ${downlineFrom(level)}`).pluck().get(id) as number;
  const flagged = ctx.db
    .prepare(
      `SELECT m.username, r.username AS referrer, f.reason, f.level, m.created_at
       FROM affiliate_flags f JOIN members m ON m.id = f.member_id JOIN members r ON r.id = m.referrer_id
       ORDER BY f.created_at DESC, f.member_id DESC LIMIT ?`,
    )
    .all(FLAGGED) as { username: string; referrer: string; reason: string; level: AffiliateLevel; created_at: number }[];
  return {
    top: top.map((row) => ({
      username: row.username,
      level1: count(1, row.id),
      level2: count(2, row.id),
      level3: count(3, row.id),
      earned: satangToThb(row.earned),
      balance: satangToThb(row.balance),
    })),
    flagged: flagged.map((row) => ({
      username: row.username,
      referrer: row.referrer,
      reason: row.reason,
      level: row.level,
      registered_at: wireTime(row.created_at),
    })),
  };
}
