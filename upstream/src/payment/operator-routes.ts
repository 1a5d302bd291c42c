import type { OperatorPaymentDecision, operatorCalls } from '#shared/api/operator.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { confirmDueDemoDeposits } from './demo-confirm.js';
import { confirmDeposit, depositByRef, operatorPayment, operatorPayments, rejectDeposit } from './deposits.js';

/**
 * The agent confirms or rejects a pending deposit, in one transaction. Two
 * processes deciding one deposit: its conditional UPDATE lets one win. Two
 * deposits of one member: confirmDeposit takes the member's row lock first,
 * so they take turns (on SQLite the transaction begins with the write lock).
 */
export async function decidePayment(ctx: Ctx, ref: string, action: 'confirm' | 'reject', reason: string | null): Promise<OperatorPaymentDecision> {
  return inTransaction(ctx.db, async () => {
    const row = await depositByRef(ctx, ref);
    if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
    const now = ctx.clock.now();
    if (action === 'confirm') await confirmDeposit(ctx, row, now);
    else await rejectDeposit(ctx, row, reason, now);
    return { payment: await operatorPayment(ctx, ref) };
  });
}

/** The agent settles deposits: GET ?status=, POST /:ref/confirm, POST /:ref/reject { reason? }. */
export function paymentOperatorHandlers(ctx: Ctx): Pick<Handlers<typeof operatorCalls>, 'payments' | 'paymentConfirm' | 'paymentReject'> {
  const decide = (ref: string, action: 'confirm' | 'reject', reason: string | null) => decidePayment(ctx, ref, action, reason);
  return {
    payments: async ({ query }) => {
      await confirmDueDemoDeposits(ctx);
      return operatorPayments(ctx, query.status);
    },
    paymentConfirm: ({ params }) => decide(params.ref, 'confirm', null),
    paymentReject: ({ params, body }) => decide(params.ref, 'reject', body.reason || null),
  };
}
