import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { SlipStatus } from '#shared/api/payment-slips.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/slips?status=: transfer slips by status, those waiting for the agent (review) by default. */
export const getSlips = (status: SlipStatus = 'review') => consoleCall(consoleCalls.slipList, { query: { status } });

export const slipsQueryOptions = (status: SlipStatus = 'review') =>
  queryOptions({
    queryKey: agentConsoleKeys.slips(status),
    retry: agentRetry,
    queryFn: () => getSlips(status),
    // Members send slips all the time; the list is cheap (no images).
    refetchInterval: 10_000,
  });

export const useSlips = (status: SlipStatus = 'review') => useQuery(slipsQueryOptions(status));
