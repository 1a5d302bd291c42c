import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { yeekeeKeys } from './keys.js';

/**
 * GET /api/lotto/yeekee/lists: with `page`, one page of the round's shots (page 1
 * the newest); with `after_seq`, the shots after it in `seq` order (at most 1,000).
 */
export interface ShotsQuery {
  round_id: number;
  page?: number;
  after_seq?: number;
}

export function getYeekeeShots(query: ShotsQuery, signal?: AbortSignal) {
  return apiCall(CALLS.lotto.yeekeeLists, { query: { round_id: query.round_id, page: query.page, after_seq: query.after_seq }, signal });
}

export const yeekeeShotsPageQueryOptions = (roundId: number, page: number) =>
  queryOptions({
    queryKey: yeekeeKeys.shotsPage(roundId, page),
    queryFn: ({ signal }) => getYeekeeShots({ round_id: roundId, page }, signal),
    // A live round grows by the second: a page read a while ago is stale.
    staleTime: 5_000,
  });

/** One page of the "ดูทั้งหมด" view; the previous page stays on screen while the next loads. */
export const useYeekeeShotsPage = (roundId: number, page: number, enabled: boolean) =>
  useQuery({ ...yeekeeShotsPageQueryOptions(roundId, page), enabled, placeholderData: keepPreviousData });
