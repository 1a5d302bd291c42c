import { Router } from 'express';
import { consoleCalls } from '#shared/api/agent-console.js';
import { CALLS } from '#shared/api/registry.js';
import { requestIdOf } from '../http/request-id.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { onConsoleCall } from './console-route.js';
import { callOperator, relay } from './operator-call.js';

export interface ConsoleResetRoutesOptions {
  upstream: UpstreamClient;
  agentApiKey: string;
  /** calls the operator's upstream lacks, for /agent/stats */
  unsupported: Set<string>;
}

/**
 * Password reset from the console (docs/decisions/0028): a one-time link for a
 * member the agent checked over LINE, and demo mode's SMS outbox. Both forward
 * to the operator call as they are; nothing pushes to sockets.
 */
export function consoleResetRoutes({ upstream, agentApiKey, unsupported }: ConsoleResetRoutesOptions): Router {
  const router = Router();

  onConsoleCall(router, consoleCalls.resetLink, async ({ body, req, res }) => {
    const response = await callOperator(upstream, agentApiKey, { call: CALLS.operator.resetLink, body, requestId: requestIdOf(req) }, res, unsupported);
    if (response) relay(res, response);
  });

  onConsoleCall(router, consoleCalls.smsOutbox, async ({ req, res }) => {
    const response = await callOperator(upstream, agentApiKey, { call: CALLS.operator.smsOutbox, requestId: requestIdOf(req) }, res, unsupported);
    if (response) relay(res, response);
  });

  return router;
}
