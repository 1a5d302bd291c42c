import type { withdrawCalls } from '@shared/api/withdraw.js';
import type { Ctx } from '../context.js';
import { inMemberTransaction } from '../db/engine.js';
import type { Handlers } from '../http/mount.js';
import { listWithdrawals, requestWithdraw } from './service.js';

/** Withdrawing is allowed in time-out and self-exclusion (DOMAIN.md): no play guard here. */
export function withdrawHandlers(ctx: Ctx): Handlers<typeof withdrawCalls> {
  return {
    // The idempotency helper's transaction, under the member's row lock (mountCalls).
    withdraw: ({ member, body }) => requestWithdraw(ctx, member.memberId, body.amount),
    // A read that may release a met turnover: in a transaction of its own, under the member's row lock as their money calls are.
    withdrawList: ({ member, query }) => inMemberTransaction(ctx.db, member.memberId, () => listWithdrawals(ctx, member.memberId, query)),
  };
}
