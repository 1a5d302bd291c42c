/** The audit list the agent console reads (docs/decisions/0033): newest first, paged. */
import type { AuditEntry } from '@shared/api/audit.js';
import type { Paged } from '@shared/api/common.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';

export const AUDIT_PAGE_SIZE = 20;

type AuditRow = Omit<AuditEntry, 'created_at'> & { created_at: number };

export function auditList(ctx: Ctx, page: number): Paged<AuditEntry> {
  const total = stmt<[], number>(ctx.db, 'SELECT COUNT(*) FROM audit_log').pluck().get() as number;
  const rows = stmt<[number, number], AuditRow>(ctx.db, 'SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?').all(
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  return { items: rows.map((row) => ({ ...row, created_at: wireTime(row.created_at) })), page, page_size: AUDIT_PAGE_SIZE, total };
}
