/**
 * The member's wallets: read by the header, the member panel and every area
 * that moves money (lotto bills, deposits, withdrawals, coupons), so it lives
 * here, below the features, under one query key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { useHeldBalances } from './balance-hold.js';
import { WALLETS_QUERY_KEY } from './keys.js';

export { WALLETS_QUERY_KEY };

/** POST /api/member/wallets: every wallet, their sum and the point balance (THB numbers). */
export const getWallets = () => apiCall(CALLS.member.wallets);

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: WALLETS_QUERY_KEY,
    queryFn: getWallets,
  });

/**
 * The member's wallets, kept live by the `wallets` topic (each event is a full
 * snapshot); while an outcome is hidden (balance-hold.ts), as they were before it.
 */
export function useWallets() {
  const loggedIn = useIsLoggedIn();
  const options = walletsQueryOptions();
  useLiveTopic({
    topic: loggedIn ? Topic.wallets : null,
    queryKey: options.queryKey,
    events: { wallets: (_current, event: WalletsResponse) => event },
  });
  const held = useHeldBalances()?.wallets;
  return useQuery({ ...options, enabled: loggedIn, select: held && (() => held) });
}
