import { Router } from 'express';
import { z } from 'zod';
import { ZOperatorDecisionRequest, ZOperatorWithdrawalsQuery, type OperatorWithdrawalDecision } from '@shared/api/operator.js';
import { OPERATOR } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { requireOperator } from '../http/operator-auth.js';
import { bodyOf, route } from '../http/route.js';
import { decideWithdrawal, operatorWithdrawals } from './service.js';

const ZIdParams = z.object({
  id: z.coerce.number({ error: 'รหัสรายการไม่ถูกต้อง' }).int({ error: 'รหัสรายการไม่ถูกต้อง' }).positive({ error: 'รหัสรายการไม่ถูกต้อง' }),
});

/** The agent settles withdrawals: GET ?status=, POST /:id/approve and /:id/reject { reason? } (reject refunds). */
export function withdrawOperatorRoutes(ctx: Ctx): Router {
  const router = Router();
  router.use(OPERATOR.withdrawals, requireOperator(ctx.settings));
  router.get(OPERATOR.withdrawals, route((req) => operatorWithdrawals(ctx, parseOrThrow(ZOperatorWithdrawalsQuery, req.query).status)));
  const decide = (decision: 'approved' | 'rejected') =>
    route((req): OperatorWithdrawalDecision => {
      const { id } = parseOrThrow(ZIdParams, req.params);
      const input = parseOrThrow(ZOperatorDecisionRequest, bodyOf(req));
      return { withdrawal: ctx.db.transaction(() => decideWithdrawal(ctx, id, decision, input.reason || null))() };
    });
  router.post(`${OPERATOR.withdrawals}/:id/approve`, decide('approved'));
  router.post(`${OPERATOR.withdrawals}/:id/reject`, decide('rejected'));
  return router;
}
