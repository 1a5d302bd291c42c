import type { agentCalls } from '#shared/api/agent.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { agentConfig, bankAccounts, banners, events, notifications, trueMoneyAccounts, validateAgent } from './service.js';

/** The agent code of a POST: the body's, else the query string's (both optional, both parsed by the entry). */
const codeOf = ({ body, query }: { body: { agent_code?: string }; query: { agent_code?: string } }) => body.agent_code ?? query.agent_code;

export function siteHandlers(ctx: Ctx): Handlers<typeof agentCalls> {
  return {
    config: (input) => agentConfig(ctx, codeOf(input)),
    bankAccounts: (input) => bankAccounts(ctx, codeOf(input)),
    trueMoneyAccounts: (input) => trueMoneyAccounts(ctx, codeOf(input)),
    // A member's token adds their own notifications; a visitor sees the agent's.
    notifications: ({ query, member }) => notifications(ctx, query.agent_code, member?.memberId),
    banner: ({ query }) => banners(ctx, query.agent_code),
    eventList: ({ query }) => events(ctx, query.agent_code),
    validate: ({ query }) => validateAgent(ctx, query.code),
  };
}
