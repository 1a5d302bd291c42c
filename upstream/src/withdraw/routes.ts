import { ZWithdrawRequest, type withdrawCalls } from '#shared/api/withdraw.js';
import { memberById } from '../auth/members.js';
import { otpGuard } from '../auth/otp/guard.js';
import type { Ctx } from '../context.js';
import { inMemberTransaction } from '../db/engine.js';
import { memberOf } from '../http/auth.js';
import type { Handlers } from '../http/mount.js';
import { listWithdrawals, requestWithdraw } from './service.js';

/** Withdrawing is allowed in time-out and self-exclusion (docs/domain.md "Members"): no play guard here. */
export function withdrawHandlers(ctx: Ctx): Handlers<typeof withdrawCalls> {
  return {
    withdraw: {
      // A code sent with the request is checked before the idempotency transaction, which would
      // roll a wrong try's count back with its refusal (docs/decisions/0084); it is spent inside.
      before: [
        (req, res, next) => {
          const otp = ZWithdrawRequest.shape.otp.safeParse((req.body as { otp?: unknown } | undefined)?.otp);
          if (!otp.success || otp.data === undefined) return next();
          const answer = otp.data;
          memberById(ctx.db, memberOf(res).memberId)
            .then((member) => (member ? otpGuard(ctx, 'withdraw_account', member.username, answer).check() : undefined))
            .then(() => next(), next);
        },
      ],
      // The idempotency helper's transaction, under the member's row lock (mountCalls).
      handle: ({ member, body }) => requestWithdraw(ctx, member.memberId, body.amount, body.otp),
    },
    // A read that may release a met turnover: in a transaction of its own, under the member's row lock as their money calls are.
    withdrawList: ({ member, query }) => inMemberTransaction(ctx.db, member.memberId, () => listWithdrawals(ctx, member.memberId, query)),
  };
}
