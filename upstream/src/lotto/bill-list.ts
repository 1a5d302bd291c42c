/** bill/list and bill/detail: a member reads their own bills only. */
import type { z } from 'zod';
import { BILL_PAGE_SIZE, type Bill, type BillListResponse, type ZBillListQuery } from '@shared/api/lotto/bills.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { billById, itemsOfBill, toBillSummary, toWireBill, type BillRow } from './bill-rows.js';
import { requireRound, type RoundRow } from './rounds.js';

type BillListFilter = z.output<typeof ZBillListQuery>;

type BillWithRound = BillRow & { r_name: string; r_category_id: number; r_status: RoundRow['status']; r_closes_at: number };

export function listBills(ctx: Ctx, memberId: number, filter: BillListFilter): BillListResponse {
  const now = ctx.clock.now();
  const where = ['b.member_id = ?'];
  const params: (string | number)[] = [memberId];
  if (filter.status) {
    where.push('b.status = ?');
    params.push(filter.status);
  }
  if (filter.round_id) {
    where.push('b.round_id = ?');
    params.push(filter.round_id);
  }
  const clause = where.join(' AND ');
  const total = stmt(ctx.db, `SELECT COUNT(*) FROM lotto_bills b WHERE ${clause}`).pluck().get(...params) as number;
  const rows = stmt(
    ctx.db,
    `SELECT b.*, r.name AS r_name, r.category_id AS r_category_id, r.status AS r_status,
            r.closes_at AS r_closes_at
     FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id
     WHERE ${clause} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, BILL_PAGE_SIZE, (filter.page - 1) * BILL_PAGE_SIZE) as BillWithRound[];
  return {
    bills: rows.map((row) =>
      toBillSummary(ctx, row, { name: row.r_name, category_id: row.r_category_id, status: row.r_status, closes_at: row.r_closes_at }, now),
    ),
    page: filter.page,
    page_size: BILL_PAGE_SIZE,
    total,
  };
}

export function billDetail(ctx: Ctx, memberId: number, billId: number): Bill {
  const bill = billById(ctx, billId);
  if (!bill || bill.member_id !== memberId) throw new AppError(ErrorCode.BILL_NOT_FOUND);
  return toWireBill(ctx, bill, requireRound(ctx.db, bill.round_id), itemsOfBill(ctx, bill.id), ctx.clock.now());
}
