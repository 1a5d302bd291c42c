/**
 * The affiliate commission job (docs/decisions/0035): each member's turnover
 * of the day counts for the referrer (level 1), the referrer's referrer
 * (level 2) and one above (level 3), unless the member's sign-up was flagged.
 * A unit is one referrer and level: its row stores how many downline members
 * played, their turnover and the rate in force on the day, and the
 * commission is floor(turnover × rate) credited to the commission balance.
 */
import type { Satang } from '#shared/money.js';
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
  async units(ctx, { activity }) {
    const referred = await ctx.db.selectFrom('members').select(['id', 'referrer_id']).where('referrer_id', 'is not', null).execute();
    const parents = new Map(referred.map((m) => [m.id, m.referrer_id!]));
    const flags = await ctx.db.selectFrom('affiliate_flags').select('member_id').execute();
    const flagged = new Set(flags.map((f) => f.member_id));
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
  async write(ctx, { day, rates, now }, unit) {
    const rate = rates.affiliateRates[unit.level - 1]!;
    const amount = percentOf(unit.turnover, rate);
    // The unit's unique key: a second run of the day (another process, a retry) inserts nothing and pays nothing.
    const inserted = await ctx.db
      .insertInto('affiliate_commissions')
      .values({ member_id: unit.referrerId, day, level: unit.level, active: unit.active, turnover: unit.turnover, rate, amount, created_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'day', 'level']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { written: false, amount: 0 };
    if (amount > 0) await creditCommission(ctx, unit.referrerId, amount, day, unit.level, now);
    return { written: true, amount };
  },
};
