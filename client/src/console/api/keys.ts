/** Query keys of the agent console; everything lives under one root so sign-out drops it all. */
export const agentConsoleKeys = {
  all: ['agent-console'] as const,
  stats: (key: string | null) => [...agentConsoleKeys.all, 'stats', key ?? ''] as const,
  payments: (status = 'pending') => [...agentConsoleKeys.all, 'payments', status] as const,
  withdrawals: (status = 'pending') => [...agentConsoleKeys.all, 'withdrawals', status] as const,
  slips: (status?: string) => [...agentConsoleKeys.all, 'slips', ...(status ? [status] : [])] as const,
  /** under slips(), so a decision's refresh of the lists reaches the slip it decided too */
  slip: (id: number) => [...agentConsoleKeys.slips(), 'id', id] as const,
  bankTransfers: (status?: string) => [...agentConsoleKeys.all, 'bank-transfers', ...(status ? [status] : [])] as const,
  members: (q: string) => [...agentConsoleKeys.all, 'members', q] as const,
  quests: () => [...agentConsoleKeys.all, 'quests'] as const,
  wheelTables: () => [...agentConsoleKeys.all, 'wheel-tables'] as const,
  shopItems: () => [...agentConsoleKeys.all, 'shop-items'] as const,
  claims: (status?: string) => [...agentConsoleKeys.all, 'claims', ...(status ? [status] : [])] as const,
  wheelClaims: (status?: string) => [...agentConsoleKeys.all, 'wheel-claims', ...(status ? [status] : [])] as const,
  polls: () => [...agentConsoleKeys.all, 'polls'] as const,
  dailySettings: () => [...agentConsoleKeys.all, 'daily-settings'] as const,
  dailyRuns: (page?: number) => [...agentConsoleKeys.all, 'daily-runs', ...(page ? [page] : [])] as const,
  affiliateReport: () => [...agentConsoleKeys.all, 'affiliate-report'] as const,
  audit: (page?: number) => [...agentConsoleKeys.all, 'audit', ...(page ? [page] : [])] as const,
};
