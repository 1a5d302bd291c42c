import { Router } from 'express';
import { DAILY_FORWARDS, dailyConsoleCalls } from '#shared/api/agent-console-daily.js';
import { REWARDS_FORWARDS, rewardsConsoleCalls } from '#shared/api/agent-console-rewards.js';
import { DEPOSIT_FORWARDS, depositConsoleCalls } from '#shared/api/agent-console-deposits.js';
import type { Call } from '#shared/api/call.js';
import { requestIdOf } from '../http/request-id.js';
import type { Live } from '../live/live.js';
import type { UpstreamClient, UpstreamResponse } from '../proxy/upstream-client.js';
import { onConsoleCall } from './console-route.js';
import { callOperator, okData, relay } from './operator-call.js';

export interface ConsoleForwardedRoutesOptions {
  upstream: UpstreamClient;
  live: Live;
  agentApiKey: string;
  /** calls the operator's upstream lacks, for /agent/stats */
  unsupported: Set<string>;
}

/** Every console call served by forwarding the operator call it names, as it is. */
const FORWARDS = { ...REWARDS_FORWARDS, ...DAILY_FORWARDS, ...DEPOSIT_FORWARDS };
const ENTRIES: Record<ForwardedCall, Call> = { ...rewardsConsoleCalls, ...dailyConsoleCalls, ...depositConsoleCalls };
type ForwardedCall = keyof typeof FORWARDS;

/**
 * The console calls that forward an operator call as it is: quests, the
 * wheel's prize table, the point shop and the audit list (docs/decisions/0033),
 * then the daily jobs' rates and reports and the polls (0034–0036). Each is
 * validated with its console entry first; one loop, so a call added to either
 * map is served without code here. Only what reaches members is pushed: a
 * claim's rejection gives its points back, and a poll closed early is settled
 * at once.
 */
export function consoleForwardedRoutes({ upstream, live, agentApiKey, unsupported }: ConsoleForwardedRoutesOptions): Router {
  const router = Router();
  const afterwards: Partial<Record<ForwardedCall, (response: UpstreamResponse) => void>> = {
    redemptionClaimReject(response) {
      const claim = okData(response, REWARDS_FORWARDS.redemptionClaimReject)?.claim;
      if (claim) live.walletsMoved([claim.username]);
    },
    // A slip decided by the agent: the member's deposit room and wallets refresh at once.
    slipConfirm(response) {
      const payment = okData(response, DEPOSIT_FORWARDS.slipConfirm)?.payment;
      if (payment) live.paymentDecided(payment.ref, payment.username);
    },
    bankTransfersFeed(response) {
      for (const transfer of okData(response, DEPOSIT_FORWARDS.bankTransfersFeed)?.transfers ?? []) {
        if (!transfer.repeated && transfer.deposit_ref && transfer.username) live.paymentDecided(transfer.deposit_ref, transfer.username);
      }
    },
    bankTransferMatch(response) {
      const payment = okData(response, DEPOSIT_FORWARDS.bankTransferMatch)?.payment;
      if (payment) live.paymentDecided(payment.ref, payment.username);
    },
    slipReject(response) {
      const slip = okData(response, DEPOSIT_FORWARDS.slipReject)?.slip;
      if (slip?.deposit_ref) live.paymentDecided(slip.deposit_ref, slip.username);
    },
    pollClose(response) {
      const poll = okData(response, DAILY_FORWARDS.pollClose)?.poll;
      // The answer names no winners: their wallets follow with the wallets poll (5 s), not from here.
      if (poll) live.pollClosed(poll.stats);
    },
  };

  for (const name of Object.keys(FORWARDS) as ForwardedCall[]) {
    const call: Call = FORWARDS[name];
    onConsoleCall(router, ENTRIES[name], async ({ params, query, req, res }) => {
      // The body as it came, checked above: the schemas turn THB into satang, the upstream parses THB itself.
      const body: unknown = req.method === 'POST' ? (req.body ?? {}) : undefined;
      const operatorCall = { call, params: params as Record<string, number> | undefined, query: queryText(query), body, requestId: requestIdOf(req) };
      const response = await callOperator(upstream, agentApiKey, operatorCall, res, unsupported);
      if (!response) return;
      afterwards[name]?.(response);
      relay(res, response);
    });
  }
  return router;
}

/** A parsed query back to text for the upstream's URL (a page parsed to 2 goes on as `2`). */
function queryText(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
