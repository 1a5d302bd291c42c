import type { OperatorPaymentDecision, operatorCalls } from '@shared/api/operator.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { confirmDueDemoDeposits } from './demo-confirm.js';
import { confirmDeposit, depositByRef, operatorPayment, operatorPayments, rejectDeposit } from './deposits.js';

/**
 * The agent confirms or rejects a pending deposit. IMMEDIATE: the write lock is
 * taken before the deposit and the member's other deposits are read, so two
 * processes deciding two deposits of one member at once take turns.
 */
export function decidePayment(ctx: Ctx, ref: string, action: 'confirm' | 'reject', reason: string | null): OperatorPaymentDecision {
  return ctx.db
    .transaction(() => {
      const row = depositByRef(ctx, ref);
      if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
      const now = ctx.clock.now();
      if (action === 'confirm') confirmDeposit(ctx, row, now);
      else rejectDeposit(ctx, row, reason, now);
      return { payment: operatorPayment(ctx, ref) };
    })
    .immediate();
}

/** The agent settles deposits: GET ?status=, POST /:ref/confirm, POST /:ref/reject { reason? }. */
export function paymentOperatorHandlers(ctx: Ctx): Pick<Handlers<typeof operatorCalls>, 'payments' | 'paymentConfirm' | 'paymentReject'> {
  const decide = (ref: string, action: 'confirm' | 'reject', reason: string | null) => decidePayment(ctx, ref, action, reason);
  return {
    payments: ({ query }) => {
      confirmDueDemoDeposits(ctx);
      return operatorPayments(ctx, query.status);
    },
    paymentConfirm: ({ params }) => decide(params.ref, 'confirm', null),
    paymentReject: ({ params, body }) => decide(params.ref, 'reject', body.reason || null),
  };
}
