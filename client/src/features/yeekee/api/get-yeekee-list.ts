import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { YeekeeRoundsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { addTimeSample } from '#client/lib/server-clock.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { yeekeeKeys } from './keys.js';

/** GET /api/lotto/yeekee/list: today's rounds of every yeekee category, with the server's time. */
export async function getYeekeeList(signal?: AbortSignal) {
  const sentAt = Date.now();
  const answer = await apiCall(CALLS.lotto.yeekeeList, { query: {}, signal });
  addTimeSample(answer.server_time, sentAt, Date.now());
  return answer;
}

export const yeekeeListQueryOptions = () =>
  queryOptions({
    queryKey: yeekeeKeys.list(),
    queryFn: ({ signal }) => getYeekeeList(signal),
  });

/**
 * Today's yeekee rounds, kept live by the `yeekee` topic: its snapshot and each
 * `yeekee:rounds` event are the whole list, the same shape as the REST answer.
 */
export function useYeekeeList({ enabled = true }: { enabled?: boolean } = {}) {
  const options = yeekeeListQueryOptions();
  useLiveTopic({
    topic: enabled ? Topic.yeekee : null,
    queryKey: options.queryKey,
    events: { 'yeekee:rounds': (_current, event: YeekeeRoundsSnapshot) => event },
  });
  return useQuery({ ...options, enabled });
}
