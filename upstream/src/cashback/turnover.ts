/**
 * Turnover cashback (docs/decisions/0034): the job pays floor(turnover × rate)
 * of each member's day into the main wallet (ledger kind 'cashback'), with a
 * row per member and day that says how: the day's turnover and wins per
 * product and the rate in force on that day.
 */
import type { TurnoverCashback, TurnoverHistory } from '@shared/api/cashback.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
import { addDays, bangkokDayOf, thaiDay, wireTime } from '../lotto/time.js';
import { productsJson, type MemberDay } from '../daily/activity.js';
import { fromMilli, percentOf } from '../daily/rates.js';
import type { DailyJobDef } from '../daily/runner.js';
import { cashbackRatesToday, DAILY_PAGE_SIZE, dayFilter, mainWalletOf, wireProducts } from '../daily/wire.js';

export const turnoverRef = (day: string) => `cashback:turnover:${day}`;

export const turnoverCashbackJob: DailyJobDef<MemberDay> = {
  name: 'turnover_cashback',
  units: (_ctx, input) => input.activity,
  write(ctx, { day, rates, now }, member) {
    const amount = percentOf(member.turnover, rates.turnoverRate);
    const inserted = stmt(
      ctx.db,
      `INSERT INTO cashback_turnover (member_id, day, turnover, wins, rate, amount, products, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (member_id, day) DO NOTHING`,
    ).run(member.memberId, day, member.turnover, member.wins, rates.turnoverRate, amount, productsJson(member.products), now);
    if (inserted.changes === 0) return { written: false, amount: 0 };
    if (amount > 0) {
      const entry = postEntry(ctx.db, {
        walletId: mainWalletOf(ctx, member.memberId),
        amount,
        kind: 'cashback',
        ref: turnoverRef(day),
        note: `คืนยอดเล่น ${thaiDay(day)}`,
        at: now,
      });
      stmt(ctx.db, 'UPDATE cashback_turnover SET ledger_entry_id = ? WHERE id = ?').run(entry.id, inserted.lastInsertRowid);
    }
    return { written: true, amount };
  },
};

interface TurnoverRow {
  day: string;
  turnover: number;
  rate: number;
  amount: number;
  products: string;
  created_at: number;
}

function toWire(row: TurnoverRow): TurnoverCashback {
  return {
    day: row.day,
    turnover: satangToThb(row.turnover),
    rate: fromMilli(row.rate),
    amount: satangToThb(row.amount),
    status: row.amount > 0 ? 'paid' : 'below_min',
    products: wireProducts(row.products),
    paid_at: row.amount > 0 ? wireTime(row.created_at) : null,
  };
}

export function turnoverHistory(ctx: Ctx, memberId: number, query: { from?: string | undefined; to?: string | undefined; page: number }): TurnoverHistory {
  const filter = dayFilter(query);
  const rows = ctx.db
    .prepare(`SELECT * FROM cashback_turnover WHERE member_id = ?${filter.sql} ORDER BY day DESC LIMIT ? OFFSET ?`)
    .all(memberId, ...filter.params, DAILY_PAGE_SIZE, (query.page - 1) * DAILY_PAGE_SIZE) as TurnoverRow[];
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM cashback_turnover WHERE member_id = ?${filter.sql}`).pluck().get(memberId, ...filter.params) as number;
  const yesterday = stmt<[number, string], TurnoverRow>(ctx.db, 'SELECT * FROM cashback_turnover WHERE member_id = ? AND day = ?').get(
    memberId,
    addDays(bangkokDayOf(ctx.clock.now()), -1),
  );
  return {
    items: rows.map(toWire),
    page: query.page,
    page_size: DAILY_PAGE_SIZE,
    total,
    yesterday: yesterday ? toWire(yesterday) : null,
    rates: cashbackRatesToday(ctx),
  };
}
