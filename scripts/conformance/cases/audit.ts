/** The agent side's audit list (docs/decisions/0033): read last, so it lists the run's own agent writes. */
import { CALLS } from '#shared/api/registry.js';
import { defineCase, requireAgentKey } from '../case.js';

export const auditCases = {
  audit: defineCase(CALLS.operator.audit, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { page: 1 } }, onData: (page) => `${page.total} entries` };
  }),
};
