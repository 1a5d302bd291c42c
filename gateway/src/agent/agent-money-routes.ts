import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { AGENT, OPERATOR } from '@shared/api/paths.js';
import {
  ZOperatorDecisionRequest,
  ZOperatorPaymentsQuery,
  ZOperatorWithdrawalsQuery,
  type OperatorPaymentDecision,
  type OperatorWithdrawalDecision,
} from '@shared/api/operator.js';
import { ZInquiryStatusQuery } from '@shared/api/payment.js';
import { requestIdOf } from '../http/request-id.js';
import type { Live } from '../live/live.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { callOperator, okEnvelope, relay, sendValidation, type OperatorCall } from './operator-call.js';

export interface AgentMoneyRoutesOptions {
  upstream: UpstreamClient;
  live: Live;
  agentApiKey: string;
  /** calls the operator's upstream lacks, for /agent/stats */
  unsupported: Set<string>;
}

// A path parameter, not a wire shape: the shared contract has no schema of its own for it.
const ZWithdrawalIdParam = z.object({
  id: z.coerce.number({ error: 'รายการถอนเงินไม่ถูกต้อง' }).int({ error: 'รายการถอนเงินไม่ถูกต้อง' }).positive({ error: 'รายการถอนเงินไม่ถูกต้อง' }),
});

const base = (path: string) => path.replace(/^\/agent/, '');

/**
 * Deposits and withdrawals waiting for the agent (DESIGN §4), behind the agent
 * key (checked by the router this is mounted on). Each call is validated with
 * the shared schema and forwarded to the operator path; after a decision the
 * member sees it live: a deposit's room and wallets push at once, and a
 * withdrawal's approval or refund refreshes the member's wallets.
 */
export function agentMoneyRoutes({ upstream, live, agentApiKey, unsupported }: AgentMoneyRoutesOptions): Router {
  const router = Router();
  const call = (req: Request, res: Response, operatorCall: Omit<OperatorCall, 'requestId'>) =>
    callOperator(upstream, agentApiKey, { ...operatorCall, requestId: requestIdOf(req) }, res, unsupported);

  router.get(base(AGENT.payments), async (req: Request, res: Response) => {
    const query = ZOperatorPaymentsQuery.safeParse(req.query);
    if (!query.success) return sendValidation(res, query.error);
    const path = `${OPERATOR.payments}?${new URLSearchParams({ status: query.data.status }).toString()}`;
    const response = await call(req, res, { method: 'GET', path });
    if (response) relay(res, response);
  });

  router.get(base(AGENT.withdrawals), async (req: Request, res: Response) => {
    const query = ZOperatorWithdrawalsQuery.safeParse(req.query);
    if (!query.success) return sendValidation(res, query.error);
    const path = `${OPERATOR.withdrawals}?${new URLSearchParams({ status: query.data.status }).toString()}`;
    const response = await call(req, res, { method: 'GET', path });
    if (response) relay(res, response);
  });

  async function decidePayment(req: Request, res: Response, action: 'confirm' | 'reject'): Promise<void> {
    const ref = ZInquiryStatusQuery.safeParse({ ref: req.params.ref });
    if (!ref.success) return sendValidation(res, ref.error);
    const body = ZOperatorDecisionRequest.safeParse(req.body ?? {});
    if (!body.success) return sendValidation(res, body.error);
    const response = await call(req, res, {
      method: 'POST',
      path: `${OPERATOR.payments}/${ref.data.ref}/${action}`,
      name: `POST ${OPERATOR.payments}/:ref/${action}`,
      body: action === 'reject' ? body.data : {},
    });
    if (!response) return;
    const payment = okEnvelope<OperatorPaymentDecision>(response)?.data?.payment;
    if (payment) live.paymentDecided(payment.ref, payment.username);
    relay(res, response);
  }

  async function decideWithdrawal(req: Request, res: Response, action: 'approve' | 'reject'): Promise<void> {
    const id = ZWithdrawalIdParam.safeParse(req.params);
    if (!id.success) return sendValidation(res, id.error);
    const body = ZOperatorDecisionRequest.safeParse(req.body ?? {});
    if (!body.success) return sendValidation(res, body.error);
    const response = await call(req, res, {
      method: 'POST',
      path: `${OPERATOR.withdrawals}/${id.data.id}/${action}`,
      name: `POST ${OPERATOR.withdrawals}/:id/${action}`,
      body: body.data,
    });
    if (!response) return;
    const withdrawal = okEnvelope<OperatorWithdrawalDecision>(response)?.data?.withdrawal;
    if (withdrawal) live.walletsMoved([withdrawal.username]);
    relay(res, response);
  }

  router.post(`${base(AGENT.payments)}/:ref/confirm`, (req, res) => decidePayment(req, res, 'confirm'));
  router.post(`${base(AGENT.payments)}/:ref/reject`, (req, res) => decidePayment(req, res, 'reject'));
  router.post(`${base(AGENT.withdrawals)}/:id/approve`, (req, res) => decideWithdrawal(req, res, 'approve'));
  router.post(`${base(AGENT.withdrawals)}/:id/reject`, (req, res) => decideWithdrawal(req, res, 'reject'));
  return router;
}
