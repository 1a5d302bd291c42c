import type { operatorCalls } from '#shared/api/operator.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { decideWithdrawal, operatorWithdrawals } from './service.js';

/** The agent settles withdrawals: GET ?status=, POST /:id/approve and /:id/reject { reason? } (reject refunds). */
export function withdrawOperatorHandlers(ctx: Ctx): Pick<Handlers<typeof operatorCalls>, 'withdrawals' | 'withdrawalApprove' | 'withdrawalReject'> {
  const decide = async (id: number, decision: 'approved' | 'rejected', reason: string | undefined) => ({
    withdrawal: await inTransaction(ctx.db, () => decideWithdrawal(ctx, id, decision, reason || null)),
  });
  return {
    withdrawals: ({ query }) => operatorWithdrawals(ctx, query.status),
    withdrawalApprove: ({ params, body }) => decide(params.id, 'approved', body.reason),
    withdrawalReject: ({ params, body }) => decide(params.id, 'rejected', body.reason),
  };
}
