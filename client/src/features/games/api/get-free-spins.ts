import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { GAME_CALLS } from './calls.js';
import { gameKeys } from './keys.js';

/** GET /api/game/free-spins: the member's usable free-spin credits, the soonest to expire first. */
export const getFreeSpinCredits = async (signal?: AbortSignal) => (await apiCall(GAME_CALLS.freeSpins, { signal })).credits;

export const freeSpinCreditsQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.freeSpins(),
    queryFn: ({ signal }) => getFreeSpinCredits(signal),
  });

/** A member's credits; a visitor has none and asks nothing. */
export function useFreeSpinCredits() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...freeSpinCreditsQueryOptions(), enabled: loggedIn });
}
