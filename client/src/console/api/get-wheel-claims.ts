import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { WheelDeliveryStatus } from '#shared/api/wheel.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/wheel/claims?status=: item prizes members pressed กดรับรางวัล for, oldest first. */
export const getWheelClaims = (status: WheelDeliveryStatus = 'claimed') => consoleCall(consoleCalls.wheelClaims, { query: { status } });

export const wheelClaimsQueryOptions = (status: WheelDeliveryStatus = 'claimed') =>
  queryOptions({
    queryKey: agentConsoleKeys.wheelClaims(status),
    retry: agentRetry,
    queryFn: () => getWheelClaims(status),
    // Members claim prizes at any time, like the point shop's goods.
    refetchInterval: 30_000,
  });

export const useWheelClaims = (status: WheelDeliveryStatus = 'claimed') => useQuery(wheelClaimsQueryOptions(status));
