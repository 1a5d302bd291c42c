import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { WithdrawListResponse } from '#shared/api/withdraw.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { withdrawKeys } from './keys.js';

/** GET /api/member/withdraw/list?page=: the member's requests, newest first, with the rules as they stand now. */
export const getWithdrawList = (page: number, signal?: AbortSignal) => apiCall(CALLS.member.withdrawList, { query: { page }, signal });

export const withdrawListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: withdrawKeys.list(page),
    queryFn: ({ signal }) => getWithdrawList(page, signal),
    placeholderData: keepPreviousData,
  });

/**
 * The first page is kept live by the `withdrawals` topic (the whole page with
 * its rules, each time the agent approves or refunds), so an open withdraw page
 * shows the decision at once; later pages are history and read as they are.
 */
export function useWithdrawList(page: number) {
  const loggedIn = useIsLoggedIn();
  useLiveTopic({
    topic: loggedIn ? Topic.withdrawals : null,
    queryKey: withdrawKeys.list(1),
    events: { withdrawals: (_current, event: WithdrawListResponse) => event },
  });
  return useQuery(withdrawListQueryOptions(page));
}
