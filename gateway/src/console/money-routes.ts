import { type Response, Router } from 'express';
import { consoleCalls } from '#shared/api/agent-console.js';
import { CALLS } from '#shared/api/registry.js';
import { requestIdOf } from '../http/request-id.js';
import type { Live } from '../live/live.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { onConsoleCall } from './console-route.js';
import { callOperator, okData, relay, type OperatorCall } from './operator-call.js';

export interface ConsoleMoneyRoutesOptions {
  upstream: UpstreamClient;
  live: Live;
  agentApiKey: string;
  /** calls the operator's upstream lacks, for /agent/stats */
  unsupported: Set<string>;
}

const OPERATOR_CALLS = CALLS.operator;

/**
 * Deposits and withdrawals waiting for the agent (docs/design.md §4), behind the agent
 * key (checked by the router this is mounted on). Each call is validated with
 * its registry entry and forwarded to the operator call; after a decision the
 * member sees it live: a deposit's room and wallets push at once, and a
 * withdrawal's approval or refund pushes the member's withdrawals (status and
 * rules) and wallets.
 */
export function consoleMoneyRoutes({ upstream, live, agentApiKey, unsupported }: ConsoleMoneyRoutesOptions): Router {
  const router = Router();
  const forward = (res: Response, operatorCall: OperatorCall) =>
    callOperator(upstream, agentApiKey, operatorCall, res, unsupported);

  onConsoleCall(router, consoleCalls.payments, async ({ query, req, res }) => {
    const response = await forward(res, { call: OPERATOR_CALLS.payments, query: { status: query.status }, requestId: requestIdOf(req) });
    if (response) relay(res, response);
  });

  onConsoleCall(router, consoleCalls.withdrawals, async ({ query, req, res }) => {
    const response = await forward(res, { call: OPERATOR_CALLS.withdrawals, query: { status: query.status }, requestId: requestIdOf(req) });
    if (response) relay(res, response);
  });

  const decidePayment = (action: 'paymentConfirm' | 'paymentReject') =>
    onConsoleCall(router, consoleCalls[action], async ({ params, body, req, res }) => {
      const call = OPERATOR_CALLS[action];
      // A confirmation carries no reason: only a rejection tells the member why.
      const response = await forward(res, { call, params, body: action === 'paymentReject' ? body : {}, requestId: requestIdOf(req) });
      if (!response) return;
      const payment = okData(response, call)?.payment;
      if (payment) live.paymentDecided(payment.ref, payment.username);
      relay(res, response);
    });

  const decideWithdrawal = (action: 'withdrawalApprove' | 'withdrawalReject') =>
    onConsoleCall(router, consoleCalls[action], async ({ params, body, req, res }) => {
      const call = OPERATOR_CALLS[action];
      const response = await forward(res, { call, params, body, requestId: requestIdOf(req) });
      if (!response) return;
      const withdrawal = okData(response, call)?.withdrawal;
      if (withdrawal) live.withdrawalDecided(withdrawal.username);
      relay(res, response);
    });

  decidePayment('paymentConfirm');
  decidePayment('paymentReject');
  decideWithdrawal('withdrawalApprove');
  decideWithdrawal('withdrawalReject');
  return router;
}
