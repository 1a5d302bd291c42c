import { AGENT } from '#shared/api/paths.js';
import type { BroadcastRequest, CreditRequest } from '#shared/api/operator.js';
import type { TestGateway } from './test-gateway.js';
import { TEST_AGENT_KEY } from './test-upstream.js';

const auth = { authorization: `Bearer ${TEST_AGENT_KEY}` };

export const agentCredit = (gw: TestGateway, body: CreditRequest) => gw.request('POST', AGENT.credit, { body, headers: auth });

export const agentBroadcast = (gw: TestGateway, body: BroadcastRequest) => gw.request('POST', AGENT.broadcast, { body, headers: auth });
