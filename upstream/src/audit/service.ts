/** The audit list the agent console reads (docs/decisions/0033): newest first, paged. */
import type { AuditEntry } from '#shared/api/audit.js';
import type { Paged } from '#shared/api/common.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';

export const AUDIT_PAGE_SIZE = 20;

export async function auditList(ctx: Ctx, page: number): Promise<Paged<AuditEntry>> {
  const { total } = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { items: rows.map((row) => ({ ...row, created_at: wireTime(row.created_at) })), page, page_size: AUDIT_PAGE_SIZE, total };
}
