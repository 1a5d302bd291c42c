import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { DepositStatus } from '#shared/api/payment.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/payments?status=: deposits by status, pending by default. */
export const getPayments = (status: DepositStatus = 'pending') => consoleCall(consoleCalls.payments, { query: { status } });

export const paymentsQueryOptions = (status: DepositStatus = 'pending') =>
  queryOptions({
    queryKey: agentConsoleKeys.payments(status),
    retry: agentRetry,
    queryFn: () => getPayments(status),
    // New deposits arrive all the time; the list is cheap.
    refetchInterval: 10_000,
  });

export const usePayments = (status: DepositStatus = 'pending') => useQuery(paymentsQueryOptions(status));
