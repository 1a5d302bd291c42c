import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { WalletsResponse } from '@shared/api/member.js';
import { Topic } from '@shared/live/events.js';
import { apiPost } from '../../../lib/api-client.js';
import { useIsLoggedIn } from '../../../lib/session.js';
import { useLiveTopic } from '../../../lib/socket.js';

/** POST /api/member/wallets: every wallet, their sum and the point balance (THB numbers). */
export const getWallets = (): Promise<WalletsResponse> => apiPost<WalletsResponse>(API.member.wallets);

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'wallets'] as const,
    queryFn: getWallets,
  });

/** The member's wallets, kept live by the `wallets` topic (each event is a full snapshot). */
export function useWallets() {
  const loggedIn = useIsLoggedIn();
  const options = walletsQueryOptions();
  useLiveTopic<WalletsResponse>({
    topic: loggedIn ? Topic.wallets : null,
    queryKey: options.queryKey,
    events: { wallets: (_current, event: WalletsResponse) => event },
  });
  return useQuery({ ...options, enabled: loggedIn });
}
