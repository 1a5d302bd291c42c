import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { DepositStatus } from '@shared/api/payment.js';
import type { OperatorPayment } from '@shared/api/operator.js';
import { agentRequest, agentRetry, listOf } from './agent-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/payments?status=: deposits by status, pending by default. */
export const getPayments = async (status: DepositStatus = 'pending') =>
  listOf<OperatorPayment>(await agentRequest<unknown>(AGENT.payments, { query: { status } }));

export const paymentsQueryOptions = (status: DepositStatus = 'pending') =>
  queryOptions({
    queryKey: agentConsoleKeys.payments(status),
    retry: agentRetry,
    queryFn: () => getPayments(status),
    // New deposits arrive all the time; the list is cheap.
    refetchInterval: 10_000,
  });

export const usePayments = (status: DepositStatus = 'pending') => useQuery(paymentsQueryOptions(status));
