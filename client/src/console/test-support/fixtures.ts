import type { AgentStats } from '#shared/api/operator.js';

/** What GET /agent/stats answers in the console's tests. */
export const STATS: AgentStats = {
  uptime_s: 3_725,
  nodes: 1,
  sockets: 12,
  topics: { wallets: { sockets: 7 }, payment: { sockets: 3 } },
  upstream_calls_per_minute: { wallets: 84, payment: 30, agent: 2 },
  unsupported_calls: [],
};

/** What GET /agent/audit answers with nothing recorded yet. */
export const NO_AUDIT = { items: [], page: 1, page_size: 20, total: 0 };
