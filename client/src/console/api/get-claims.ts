import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { ClaimStatus } from '#shared/api/redemption.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/redemption/claims?status=: goods claims by status, oldest first. */
export const getClaims = (status: ClaimStatus = 'pending') => consoleCall(consoleCalls.redemptionClaims, { query: { status } });

export const claimsQueryOptions = (status: ClaimStatus = 'pending') =>
  queryOptions({
    queryKey: agentConsoleKeys.claims(status),
    retry: agentRetry,
    queryFn: () => getClaims(status),
    // Members redeem goods at any time; the list is cheap.
    refetchInterval: 30_000,
  });

export const useClaims = (status: ClaimStatus = 'pending') => useQuery(claimsQueryOptions(status));
