import { queryOptions } from '@tanstack/react-query';
import { fromShotsPage, type RoundLive } from '../live/round-state.js';
import { getYeekeeShots } from './get-yeekee-shots.js';
import { yeekeeKeys } from './keys.js';

/** The round's shots page 1 as the live view's state; the socket writes the same entry. */
export const roundLiveQueryOptions = (roundId: number) => {
  const key = yeekeeKeys.live(roundId);
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal, client }): Promise<RoundLive> => {
      const fresh = fromShotsPage(await getYeekeeShots({ round_id: roundId, page: 1 }, signal));
      // The socket may have written a newer state while this read was on the way.
      const current = client.getQueryData<RoundLive>(key);
      if (current && current.round.last_seq >= fresh.round.last_seq) return current;
      return current?.live ? { ...fresh, live: true, round: { ...fresh.round, watchers: current.round.watchers } } : fresh;
    },
    // Kept fresh by the socket; a read again would only race it.
    staleTime: Infinity,
  });
};

