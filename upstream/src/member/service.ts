import type { z } from 'zod';
import type { LedgerKind, PointKind, PointsResponse, StatementEntry, WalletsResponse, ZPointsRequest, ZStatementQuery } from '@shared/api/member.js';
import { POINTS_PAGE_SIZE, STATEMENT_PAGE_SIZE } from '@shared/api/member.js';
import type { Paged } from '@shared/api/common.js';
import type { WalletType } from '@shared/constants.js';
import { toWireDate } from '@shared/dates.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { pointsOf, walletsOf } from '../ledger/wallets.js';
import { describeEntry } from './statement-descriptions.js';

type StatementFilter = z.output<typeof ZStatementQuery>;
type PointsRequest = z.output<typeof ZPointsRequest>;

export function wallets(ctx: Ctx, memberId: number): WalletsResponse {
  return walletsOf(ctx.db, memberId);
}

/** The balance, and when asked a page of the points ledger (newest first), read in one snapshot so they agree. */
export function points(ctx: Ctx, memberId: number, request: PointsRequest): PointsResponse {
  return ctx.db.transaction((): PointsResponse => {
    const point = pointsOf(ctx.db, memberId);
    if (!request.history) return { point };
    const total = stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM point_entries WHERE member_id = ?').pluck().get(memberId) as number;
    const rows = stmt<[number, number, number], PointRow>(
      ctx.db,
      `SELECT id, kind, amount, balance_after, ref, note, created_at FROM point_entries
       WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    ).all(memberId, POINTS_PAGE_SIZE, (request.page - 1) * POINTS_PAGE_SIZE);
    return {
      point,
      history: {
        items: rows.map((row) => ({ ...row, created_at: toWireDate(row.created_at) })),
        page: request.page,
        page_size: POINTS_PAGE_SIZE,
        total,
      },
    };
  })();
}

interface PointRow {
  id: number;
  kind: PointKind;
  amount: number;
  balance_after: number;
  ref: string | null;
  note: string | null;
  created_at: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a Bangkok calendar day (Thailand has no daylight saving: always +07:00). */
function bangkokDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+07:00`);
}

/** The caller's ledger, newest first; `from` and `to` are whole Bangkok days, both included. */
export function statement(ctx: Ctx, memberId: number, filter: StatementFilter): Paged<StatementEntry> {
  const where = ['e.member_id = ?'];
  const params: (string | number)[] = [memberId];
  if (filter.type) {
    where.push('e.kind = ?');
    params.push(filter.type);
  }
  if (filter.from) {
    where.push('e.created_at >= ?');
    params.push(bangkokDayStart(filter.from));
  }
  if (filter.to) {
    where.push('e.created_at < ?');
    params.push(bangkokDayStart(filter.to) + DAY_MS);
  }
  const clause = where.join(' AND ');
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM ledger_entries e WHERE ${clause}`).pluck().get(...params) as number;
  const rows = ctx.db
    .prepare(
      `SELECT e.id, w.type AS wallet_type_id, e.kind, e.amount, e.balance_after, e.ref, e.note, e.created_at
       FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id
       WHERE ${clause} ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, STATEMENT_PAGE_SIZE, (filter.page - 1) * STATEMENT_PAGE_SIZE) as {
    id: number;
    wallet_type_id: WalletType;
    kind: LedgerKind;
    amount: number;
    balance_after: number;
    ref: string | null;
    note: string | null;
    created_at: number;
  }[];
  return {
    items: rows.map((row) => ({
      ...row,
      description: describeEntry(ctx.db, row),
      amount: satangToThb(row.amount),
      balance_after: satangToThb(row.balance_after),
      created_at: toWireDate(row.created_at),
    })),
    page: filter.page,
    page_size: STATEMENT_PAGE_SIZE,
    total,
  };
}
