/** The agent's public calls (config, accounts, notices): reads anyone may make, for the site's own agent. */
import { CALLS } from '#shared/api/registry.js';
import { defineCase, type CaseContext } from '../case.js';

function agentConfig(ctx: CaseContext) {
  return ctx.memo('agent-config', () => ctx.data(CALLS.agent.config, { body: {} }));
}

export const agentCases = {
  config: defineCase(CALLS.agent.config, async () => ({ kind: 'success', request: { body: {} } })),
  bankAccounts: defineCase(CALLS.agent.bankAccounts, async () => ({ kind: 'success', request: { body: {} } })),
  trueMoneyAccounts: defineCase(CALLS.agent.trueMoneyAccounts, async () => ({ kind: 'success', request: { body: {} } })),
  // With the member's token the answer holds their own notifications too: the richer shape is the one checked.
  notifications: defineCase(CALLS.agent.notifications, async (ctx) => ({
    kind: 'success',
    request: { query: {} },
    as: ctx.session ? 'member' : 'visitor',
  })),
  banner: defineCase(CALLS.agent.banner, async () => ({ kind: 'success', request: { query: {} } })),
  eventList: defineCase(CALLS.agent.eventList, async () => ({ kind: 'success', request: { query: {} } })),
  validate: defineCase(CALLS.agent.validate, async (ctx) => ({
    kind: 'success',
    request: { query: { code: (await agentConfig(ctx)).agent_code } },
  })),
};
