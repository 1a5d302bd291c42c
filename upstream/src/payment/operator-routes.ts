import { Router } from 'express';
import { z } from 'zod';
import { ZOperatorDecisionRequest, ZOperatorPaymentsQuery, type OperatorPaymentDecision } from '@shared/api/operator.js';
import { OPERATOR } from '@shared/api/paths.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { requireOperator } from '../http/operator-auth.js';
import { bodyOf, route } from '../http/route.js';
import { confirmDueDemoDeposits } from './demo-confirm.js';
import { confirmDeposit, depositByRef, operatorPayment, operatorPayments, rejectDeposit } from './deposits.js';

const ZRefParams = z.object({ ref: z.string().regex(/^[A-Z0-9]{6,32}$/, { error: 'รหัสอ้างอิงไม่ถูกต้อง' }) });

/** The agent settles deposits: GET ?status=, POST /:ref/confirm, POST /:ref/reject { reason? }. */
export function paymentOperatorRoutes(ctx: Ctx): Router {
  const router = Router();
  router.use(OPERATOR.payments, requireOperator(ctx.settings));
  router.get(
    OPERATOR.payments,
    route((req) => {
      const { status } = parseOrThrow(ZOperatorPaymentsQuery, req.query);
      confirmDueDemoDeposits(ctx);
      return operatorPayments(ctx, status);
    }),
  );
  const decide = (action: 'confirm' | 'reject') =>
    route((req): OperatorPaymentDecision => {
      const { ref } = parseOrThrow(ZRefParams, req.params);
      const input = parseOrThrow(ZOperatorDecisionRequest, bodyOf(req));
      return ctx.db.transaction(() => {
        const row = depositByRef(ctx, ref);
        if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
        const now = ctx.clock.now();
        if (action === 'confirm') confirmDeposit(ctx, row, now);
        else rejectDeposit(ctx, row, input.reason || null, now);
        return { payment: operatorPayment(ctx, ref) };
      })();
    });
  router.post(`${OPERATOR.payments}/:ref/confirm`, decide('confirm'));
  router.post(`${OPERATOR.payments}/:ref/reject`, decide('reject'));
  return router;
}
