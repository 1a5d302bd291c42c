import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { OperatorWithdrawal } from '@shared/api/operator.js';
import type { WithdrawStatus } from '@shared/api/withdraw.js';
import { agentRequest, agentRetry, listOf } from './agent-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/withdrawals?status=: withdrawals by status, pending by default, with the member's bank account. */
export const getWithdrawals = async (status: WithdrawStatus = 'pending') =>
  listOf<OperatorWithdrawal>(await agentRequest<unknown>(AGENT.withdrawals, { query: { status } }));

export const withdrawalsQueryOptions = (status: WithdrawStatus = 'pending') =>
  queryOptions({
    queryKey: agentConsoleKeys.withdrawals(status),
    retry: agentRetry,
    queryFn: () => getWithdrawals(status),
    refetchInterval: 10_000,
  });

export const useWithdrawals = (status: WithdrawStatus = 'pending') => useQuery(withdrawalsQueryOptions(status));
