/**
 * A money call's answer carries the member's wallets as they are after it (a
 * bill, its cancel, a withdrawal, a spin, a claim, a commission redeem): they
 * go into the caches once, here, and nothing reads them again. The `wallets`
 * push brings the same state to the member's other screens.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PointsResponse, WalletsResponse } from '#shared/api/member.js';
import { POINTS_QUERY_KEY, WALLETS_QUERY_KEY } from './keys.js';

export function applyWallets(queryClient: QueryClient, wallets: WalletsResponse): void {
  // free_spins is optional on the wire: the cached count stays when the answer leaves it out.
  queryClient.setQueryData<WalletsResponse>(WALLETS_QUERY_KEY, (held) => ({ ...held, ...wallets }));
  queryClient.setQueryData<PointsResponse>(POINTS_QUERY_KEY, { point: wallets.points });
}
