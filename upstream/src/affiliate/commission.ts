/**
 * The affiliate commission job (docs/decisions/0035): each member's turnover
 * of the day counts for the referrer (level 1), the referrer's referrer
 * (level 2) and one above (level 3), unless the member's sign-up was flagged.
 * A unit is one referrer and level: its row stores how many downline members
 * played, their turnover and the rate in force on the day, and the
 * commission is floor(turnover × rate) credited to the commission balance.
 */
import type { Satang } from '@shared/money.js';
import { stmt } from '../db/statements.js';
import type { DailyJobDef } from '../daily/runner.js';
import { percentOf } from '../daily/rates.js';
import { creditCommission } from './balance.js';

export interface CommissionUnit {
  referrerId: number;
  level: 1 | 2 | 3;
  active: number;
  turnover: Satang;
}

const LEVELS = [1, 2, 3] as const;

export const commissionJob: DailyJobDef<CommissionUnit> = {
  name: 'affiliate_commission',
  units(ctx, { activity }) {
    const parents = new Map(
      stmt<[], [number, number]>(ctx.db, 'SELECT id, referrer_id FROM members WHERE referrer_id IS NOT NULL').raw().all() as [number, number][],
    );
    const flagged = new Set(stmt<[], number>(ctx.db, 'SELECT member_id FROM affiliate_flags').pluck().all());
    const units = new Map<string, CommissionUnit>();
    for (const member of activity) {
      if (member.turnover <= 0 || flagged.has(member.memberId)) continue;
      let up = parents.get(member.memberId);
      for (const level of LEVELS) {
        if (up === undefined) break;
        const key = `${up}:${level}`;
        const unit = units.get(key) ?? { referrerId: up, level, active: 0, turnover: 0 };
        unit.active += 1;
        unit.turnover += member.turnover;
        units.set(key, unit);
        up = parents.get(up);
      }
    }
    return [...units.values()].sort((a, b) => a.referrerId - b.referrerId || a.level - b.level);
  },
  write(ctx, { day, rates, now }, unit) {
    const rate = rates.affiliateRates[unit.level - 1]!;
    const amount = percentOf(unit.turnover, rate);
    const inserted = stmt(
      ctx.db,
      `INSERT INTO affiliate_commissions (member_id, day, level, active, turnover, rate, amount, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (member_id, day, level) DO NOTHING`,
    ).run(unit.referrerId, day, unit.level, unit.active, unit.turnover, rate, amount, now);
    if (inserted.changes === 0) return { written: false, amount: 0 };
    if (amount > 0) creditCommission(ctx, unit.referrerId, amount, day, unit.level, now);
    return { written: true, amount };
  },
};
