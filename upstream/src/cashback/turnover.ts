/**
 * Turnover cashback (docs/decisions/0034): the job pays floor(turnover × rate)
 * of each member's day into the main wallet (ledger kind 'cashback'), with a
 * row per member and day that says how: the day's turnover and wins per
 * product and the rate in force on that day.
 */
import type { Selectable } from 'kysely';
import type { TurnoverCashback, TurnoverHistory } from '#shared/api/cashback.js';
import { WalletType } from '#shared/constants.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { post } from '../ledger/post.js';
import { walletIdOf } from '../ledger/wallets.js';
import { addDays, bangkokDayOf, thaiDay, wireTime } from '#shared/dates/calendar.js';
import { productsJson, type MemberDay } from '../daily/activity.js';
import { fromMilli, percentOf } from '../daily/rates.js';
import type { DailyJobDef } from '../daily/runner.js';
import { cashbackRatesToday, DAILY_PAGE_SIZE, dayRange, wireProducts } from '../daily/wire.js';

export const turnoverRef = (day: string) => `cashback:turnover:${day}`;

export const turnoverCashbackJob: DailyJobDef<MemberDay> = {
  name: 'turnover_cashback',
  units: async (_ctx, input) => input.activity,
  async write(ctx, { day, rates, now }, member) {
    const amount = percentOf(member.turnover, rates.turnoverRate);
    // The (member_id, day) key is the guard: a second process or a rerun inserts nothing and pays nothing.
    const inserted = await ctx.db
      .insertInto('cashback_turnover')
      .values({
        member_id: member.memberId,
        day,
        turnover: member.turnover,
        wins: member.wins,
        rate: rates.turnoverRate,
        amount,
        products: productsJson(member.products),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { written: false, amount: 0 };
    if (amount > 0) {
      const entry = await post(ctx.db, {
        balance: 'money',
        walletId: await walletIdOf(ctx.db, member.memberId, WalletType.MAIN),
        amount,
        kind: 'cashback',
        ref: turnoverRef(day),
        note: `คืนยอดเล่น ${thaiDay(day)}`,
        at: now,
      });
      await ctx.db.updateTable('cashback_turnover').set({ ledger_entry_id: entry.id }).where('id', '=', inserted.id).execute();
    }
    return { written: true, amount };
  },
};

type TurnoverRow = Selectable<DB['cashback_turnover']>;

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

export async function turnoverHistory(
  ctx: Ctx,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined; page: number },
): Promise<TurnoverHistory> {
  const mine = ctx.db.selectFrom('cashback_turnover').where('member_id', '=', memberId).where(dayRange(query));
  const rows = await mine
    .selectAll()
    .orderBy('day', 'desc')
    .limit(DAILY_PAGE_SIZE)
    .offset((query.page - 1) * DAILY_PAGE_SIZE)
    .execute();
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const yesterday = await ctx.db
    .selectFrom('cashback_turnover')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('day', '=', addDays(bangkokDayOf(ctx.clock.now()), -1))
    .executeTakeFirst();
  return {
    items: rows.map(toWire),
    page: query.page,
    page_size: DAILY_PAGE_SIZE,
    total: Number(total),
    yesterday: yesterday ? toWire(yesterday) : null,
    rates: await cashbackRatesToday(ctx),
  };
}
