import { useEffect } from 'react';
import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { PointsResponse, WalletsResponse } from '#shared/api/member.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useHeldBalances } from './balance-hold.js';
import { POINTS_QUERY_KEY, WALLETS_QUERY_KEY } from './keys.js';

export { POINTS_QUERY_KEY };

/** POST /api/member/points: the spec's `data.point`. */
export const getPoints = () => apiCall(CALLS.member.points);

export const pointsQueryOptions = () =>
  queryOptions({
    queryKey: POINTS_QUERY_KEY,
    queryFn: getPoints,
  });

/**
 * The point balance. Wallet answers and `wallets` pushes carry `points` too, so
 * whenever the wallets entry changes the points entry follows: one cache, no
 * second store, no extra call. While an outcome is hidden (balance-hold.ts),
 * the balance from before it.
 */
export function usePoints() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();

  useEffect(() => {
    const walletsHash = hashKey(WALLETS_QUERY_KEY);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== walletsHash) return;
      const wallets = event.query.state.data as WalletsResponse | undefined;
      if (wallets && typeof wallets.points === 'number') {
        queryClient.setQueryData<PointsResponse>(POINTS_QUERY_KEY, { point: wallets.points });
      }
    });
  }, [queryClient]);

  const held = useHeldBalances()?.points;
  return useQuery({ ...pointsQueryOptions(), enabled: loggedIn, select: held && (() => held) });
}
