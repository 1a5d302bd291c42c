import type { z } from 'zod';
import type { LedgerKind, PointsResponse, StatementEntry, WalletsResponse, ZStatementQuery } from '@shared/api/member.js';
import { STATEMENT_PAGE_SIZE } from '@shared/api/member.js';
import type { Paged } from '@shared/api/common.js';
import type { WalletType } from '@shared/constants.js';
import { toWireDate } from '@shared/dates.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { pointsOf, walletsOf } from '../ledger/wallets.js';

type StatementFilter = z.output<typeof ZStatementQuery>;

export function wallets(ctx: Ctx, memberId: number): WalletsResponse {
  return walletsOf(ctx.db, memberId);
}

export function points(ctx: Ctx, memberId: number): PointsResponse {
  return { point: pointsOf(ctx.db, memberId) };
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
      amount: satangToThb(row.amount),
      balance_after: satangToThb(row.balance_after),
      created_at: toWireDate(row.created_at),
    })),
    page: filter.page,
    page_size: STATEMENT_PAGE_SIZE,
    total,
  };
}
