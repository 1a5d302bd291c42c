import type { auditOperatorCalls } from '#shared/api/audit.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { auditList } from './service.js';

/** The audit list; its entries are written by `audited` (record.ts), never by a call. */
export function auditOperatorHandlers(ctx: Ctx): Handlers<typeof auditOperatorCalls> {
  return {
    audit: ({ query }) => auditList(ctx, query.page),
  };
}
