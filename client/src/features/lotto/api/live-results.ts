import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LottoResultEvent, LottoResultsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { lottoKeys } from './keys.js';

/**
 * The `lotto:results` topic as it sits in the query cache: the snapshot's
 * latest results, plus `arrived`, the results pushed since this subscription
 * began (a fresh snapshot after a reconnect starts it over). Readers react to
 * `arrived`; nothing is kept outside the cache.
 */
export interface LiveResults extends LottoResultsSnapshot {
  /** absent right after a snapshot */
  arrived?: LottoResultEvent[];
}

const KEEP = 50;

export function withArrived(current: LiveResults | null | undefined, event: LottoResultEvent): LiveResults {
  const results = [event, ...(current?.results ?? []).filter((r) => r.round_id !== event.round_id)].slice(0, KEEP);
  const arrived = [...(current?.arrived ?? []), event].slice(-KEEP);
  return { results, arrived };
}

export const liveResultsQueryOptions = () =>
  queryOptions<LiveResults | null>({
    queryKey: lottoKeys.liveResults(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Keeps the cache entry live while `enabled`; one subscriber per page (the socket helper does not count them). */
export function useLiveResults(enabled: boolean) {
  useLiveTopic({
    topic: enabled ? Topic.lottoResults : null,
    queryKey: lottoKeys.liveResults(),
    events: { 'lotto:result': (current, event: LottoResultEvent) => withArrived(current, event) },
  });
  return useQuery(liveResultsQueryOptions()).data ?? null;
}
