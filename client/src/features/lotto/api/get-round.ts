import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { addTimeSample } from '#client/lib/server-clock.js';
import { lottoKeys } from './keys.js';

/** GET /api/lotto/round?round_id: the round, its category (bet types) and the server's time. */
export async function getRound(roundId: number, signal?: AbortSignal) {
  const sentAt = Date.now();
  const answer = await apiCall(CALLS.lotto.round, { query: { round_id: roundId }, signal });
  addTimeSample(answer.server_time, sentAt, Date.now());
  return answer;
}

export const roundQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.round(roundId),
    queryFn: ({ signal, client }) => {
      // Spec §3: fetching a lotto round clears the cached bill and its input.
      client.setQueryData(lottoKeys.validatedBill(), null);
      return getRound(roundId, signal);
    },
  });

export const useRound = (roundId: number) => useQuery({ ...roundQueryOptions(roundId), enabled: roundId > 0 });
