/** bill/list and bill/detail: a member reads their own bills only. */
import { sql } from 'kysely';
import type { z } from 'zod';
import { BILL_PAGE_SIZE, type Bill, type BillListResponse, type BillSummary, type ZBillListQuery } from '#shared/api/lotto/bills.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { billById, itemsOfBill, toBillSummary, toWireBill, type BillRow } from './bill-rows.js';
import { requireRound, type RoundRow } from './rounds.js';

type BillListFilter = z.output<typeof ZBillListQuery>;

export async function listBills(ctx: Ctx, memberId: number, filter: BillListFilter): Promise<BillListResponse> {
  const now = ctx.clock.now();
  let bills = ctx.db.selectFrom('lotto_bills as b').where('b.member_id', '=', memberId);
  if (filter.status) bills = bills.where('b.status', '=', filter.status);
  if (filter.round_id) bills = bills.where('b.round_id', '=', filter.round_id);
  const { total } = await bills.select(sql<number>`COUNT(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await bills
    .innerJoin('lotto_rounds as r', 'r.id', 'b.round_id')
    .selectAll('b')
    .select(['r.name as r_name', 'r.category_id as r_category_id', 'r.status as r_status', 'r.closes_at as r_closes_at'])
    .orderBy('b.id', 'desc')
    .limit(BILL_PAGE_SIZE)
    .offset((filter.page - 1) * BILL_PAGE_SIZE)
    .execute();
  const summaries: BillSummary[] = [];
  for (const { r_name, r_category_id, r_status, r_closes_at, ...bill } of rows) {
    const round = { name: r_name, category_id: r_category_id, status: r_status as RoundRow['status'], closes_at: r_closes_at };
    summaries.push(await toBillSummary(ctx, bill as BillRow, round, now));
  }
  return { bills: summaries, page: filter.page, page_size: BILL_PAGE_SIZE, total };
}

export async function billDetail(ctx: Ctx, memberId: number, billId: number): Promise<Bill> {
  const bill = await billById(ctx, billId);
  if (!bill || bill.member_id !== memberId) throw new AppError(ErrorCode.BILL_NOT_FOUND);
  return toWireBill(ctx, bill, await requireRound(ctx.db, bill.round_id), await itemsOfBill(ctx, bill.id), ctx.clock.now());
}
