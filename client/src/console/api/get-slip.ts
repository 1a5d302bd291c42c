import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/slips/:id: one slip with its image (null for a slip sent as its QR's text) and the service's answer. */
export const getSlip = (id: number) => consoleCall(consoleCalls.slipDetail, { params: { id } });

export const slipQueryOptions = (id: number) =>
  queryOptions({
    queryKey: agentConsoleKeys.slip(id),
    retry: agentRetry,
    queryFn: () => getSlip(id),
  });

export const useSlip = (id: number) => useQuery(slipQueryOptions(id));
