import { useEffect } from 'react';
import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { PointsResponse, WalletsResponse } from '@shared/api/member.js';
import { apiPost } from '../../../lib/api-client.js';
import { useIsLoggedIn } from '../../../lib/session.js';
import { walletsQueryOptions } from './get-wallets.js';

/** POST /api/member/points: the spec's `data.point`. */
export const getPoints = (): Promise<PointsResponse> => apiPost<PointsResponse>(API.member.points);

export const pointsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'points'] as const,
    queryFn: getPoints,
  });

/**
 * The point balance. Wallet answers and `wallets` pushes carry `points` too, so
 * whenever the wallets entry changes the points entry follows: one cache, no
 * second store, no extra call.
 */
export function usePoints() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();

  useEffect(() => {
    const walletsHash = hashKey(walletsQueryOptions().queryKey);
    const pointsKey = pointsQueryOptions().queryKey;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== walletsHash) return;
      const wallets = event.query.state.data as WalletsResponse | undefined;
      if (wallets && typeof wallets.points === 'number') {
        queryClient.setQueryData<PointsResponse>(pointsKey, { point: wallets.points });
      }
    });
  }, [queryClient]);

  return useQuery({ ...pointsQueryOptions(), enabled: loggedIn });
}
