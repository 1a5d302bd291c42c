import type { withdrawCalls } from '@shared/api/withdraw.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { listWithdrawals, requestWithdraw } from './service.js';

/** Withdrawing is allowed in time-out and self-exclusion (DOMAIN.md): no play guard here. */
export function withdrawHandlers(ctx: Ctx): Handlers<typeof withdrawCalls> {
  return {
    withdraw: ({ member, body }) => requestWithdraw(ctx, member.memberId, body.amount),
    withdrawList: ({ member, query }) => ctx.db.transaction(() => listWithdrawals(ctx, member.memberId, query))(),
  };
}
