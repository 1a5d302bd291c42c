import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { WithdrawStatus } from '#shared/api/withdraw.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/withdrawals?status=: withdrawals by status, pending by default, with the member's bank account. */
export const getWithdrawals = (status: WithdrawStatus = 'pending') => consoleCall(consoleCalls.withdrawals, { query: { status } });

export const withdrawalsQueryOptions = (status: WithdrawStatus = 'pending') =>
  queryOptions({
    queryKey: agentConsoleKeys.withdrawals(status),
    retry: agentRetry,
    queryFn: () => getWithdrawals(status),
    refetchInterval: 10_000,
  });

export const useWithdrawals = (status: WithdrawStatus = 'pending') => useQuery(withdrawalsQueryOptions(status));
