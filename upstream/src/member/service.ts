import type { z } from 'zod';
import type { LedgerKind, PointKind, PointsResponse, StatementEntry, WalletsResponse, ZPointsRequest, ZStatementQuery } from '#shared/api/member.js';
import { POINTS_PAGE_SIZE, STATEMENT_PAGE_SIZE } from '#shared/api/member.js';
import type { Paged } from '#shared/api/common.js';
import type { WalletType } from '#shared/constants.js';
import { toWireDate } from '#shared/dates.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { pointsOf, walletsOf } from '../ledger/wallets.js';
import { describeEntry } from './statement-descriptions.js';

type StatementFilter = z.output<typeof ZStatementQuery>;
type PointsRequest = z.output<typeof ZPointsRequest>;

export function wallets(ctx: Ctx, memberId: number): Promise<WalletsResponse> {
  return walletsOf(ctx.db, memberId);
}

/** The balance, and when asked a page of the points ledger (newest first), read in one snapshot so they agree. */
export function points(ctx: Ctx, memberId: number, request: PointsRequest): Promise<PointsResponse> {
  // Serializable: PostgreSQL's READ COMMITTED would read each statement afresh, not in one snapshot.
  return inTransaction(
    ctx.db,
    async (): Promise<PointsResponse> => {
      const point = await pointsOf(ctx.db, memberId);
      if (!request.history) return { point };
      const { total } = await ctx.db
        .selectFrom('point_entries')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      const rows = await ctx.db
        .selectFrom('point_entries')
        .select(['id', 'kind', 'amount', 'balance_after', 'ref', 'note', 'created_at'])
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(POINTS_PAGE_SIZE)
        .offset((request.page - 1) * POINTS_PAGE_SIZE)
        .execute();
      return {
        point,
        history: {
          items: rows.map((row) => ({ ...row, kind: row.kind as PointKind, created_at: toWireDate(row.created_at) })),
          page: request.page,
          page_size: POINTS_PAGE_SIZE,
          total,
        },
      };
    },
    { isolation: 'serializable' },
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a Bangkok calendar day (Thailand has no daylight saving: always +07:00). */
function bangkokDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+07:00`);
}

/** The caller's ledger entries the filter keeps; `from` and `to` are whole Bangkok days, both included. */
function filteredEntries(ctx: Ctx, memberId: number, filter: StatementFilter) {
  let entries = ctx.db.selectFrom('ledger_entries as e').where('e.member_id', '=', memberId);
  if (filter.type) entries = entries.where('e.kind', '=', filter.type);
  if (filter.from) entries = entries.where('e.created_at', '>=', bangkokDayStart(filter.from));
  if (filter.to) entries = entries.where('e.created_at', '<', bangkokDayStart(filter.to) + DAY_MS);
  return entries;
}

/** The caller's ledger, newest first. */
export async function statement(ctx: Ctx, memberId: number, filter: StatementFilter): Promise<Paged<StatementEntry>> {
  const entries = filteredEntries(ctx, memberId, filter);
  const { total } = await entries.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await entries
    .innerJoin('wallets as w', 'w.id', 'e.wallet_id')
    .select(['e.id', 'w.type as wallet_type_id', 'e.kind', 'e.amount', 'e.balance_after', 'e.ref', 'e.note', 'e.created_at'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(STATEMENT_PAGE_SIZE)
    .offset((filter.page - 1) * STATEMENT_PAGE_SIZE)
    .execute();
  const items: StatementEntry[] = [];
  for (const row of rows) {
    items.push({
      ...row,
      wallet_type_id: row.wallet_type_id as WalletType,
      kind: row.kind as LedgerKind,
      description: await describeEntry(ctx.db, row),
      amount: satangToThb(row.amount),
      balance_after: satangToThb(row.balance_after),
      created_at: toWireDate(row.created_at),
    });
  }
  return { items, page: filter.page, page_size: STATEMENT_PAGE_SIZE, total };
}
