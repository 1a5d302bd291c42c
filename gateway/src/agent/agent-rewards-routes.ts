import { Router } from 'express';
import { REWARDS_FORWARDS, rewardsConsoleCalls } from '@shared/api/agent-console-rewards.js';
import type { Call } from '@shared/api/call.js';
import { requestIdOf } from '../http/request-id.js';
import type { Live } from '../live/live.js';
import type { UpstreamClient, UpstreamResponse } from '../proxy/upstream-client.js';
import { onConsoleCall } from './console-route.js';
import { callOperator, okData, relay } from './operator-call.js';

export interface AgentRewardsRoutesOptions {
  upstream: UpstreamClient;
  live: Live;
  agentApiKey: string;
  /** calls the operator's upstream lacks, for /agent/stats */
  unsupported: Set<string>;
}

type RewardsCall = keyof typeof REWARDS_FORWARDS;

/**
 * Quests, the wheel's prize table, the point shop and the audit list from the
 * console (docs/decisions/0033). Every call is the operator call it names in
 * REWARDS_FORWARDS, validated with its console entry and forwarded as it is:
 * one loop, so a call added to the contract is served without code here.
 * Only a claim's rejection reaches members: its points came back.
 */
export function agentRewardsRoutes({ upstream, live, agentApiKey, unsupported }: AgentRewardsRoutesOptions): Router {
  const router = Router();
  const afterwards: Partial<Record<RewardsCall, (response: UpstreamResponse) => void>> = {
    redemptionClaimReject(response) {
      const claim = okData(response, REWARDS_FORWARDS.redemptionClaimReject)?.claim;
      if (claim) live.walletsMoved([claim.username]);
    },
  };

  for (const name of Object.keys(REWARDS_FORWARDS) as RewardsCall[]) {
    const call: Call = REWARDS_FORWARDS[name];
    const entry: Call = rewardsConsoleCalls[name];
    onConsoleCall(router, entry, async ({ params, query, body, req, res }) => {
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
