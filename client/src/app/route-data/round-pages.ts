/**
 * The loaders of the pages of one round (/lotto/{round_id}, /lotto/yeekee?round=):
 * the round's data like any page, and a 404 when the upstream says there is no
 * such round (an outage is not an answer: the page then renders and its reads retry).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import { ErrorCode } from '#shared/errors.js';
import { roundQueryOptions } from '#client/features/lotto/api/get-round.js';
import { roundLiveQueryOptions } from '#client/features/yeekee/api/get-round-live.js';
import { ruleQueryOptions } from '#client/features/yeekee/api/get-rule.js';
import { yeekeeListQueryOptions } from '#client/features/yeekee/api/get-yeekee-list.js';
import { roundIdParam } from '#client/features/yeekee/round-param.js';
import { ApiError } from '#client/lib/api-client.js';
import { followedBy, prefetchWithin, query, type LoaderContext } from './prefetch.js';
import { notFound } from './route-handle.js';

function refusedAsMissing(context: LoaderContext, queryKey: QueryKey): boolean {
  const error = context.queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.code === ErrorCode.ROUND_NOT_FOUND;
}

/** /lotto/yeekee: the day's rounds, or with `?round=` one round's newest shots. */
export function yeekeeLoader(context: LoaderContext) {
  return async ({ request }: LoaderFunctionArgs) => {
    const roundId = roundIdParam(new URL(request.url).searchParams.get('round'));
    if (roundId === null) {
      await prefetchWithin(context, [query(yeekeeListQueryOptions())]);
      return null;
    }
    const live = roundLiveQueryOptions(roundId);
    // The rules shown under the round are its category's.
    await prefetchWithin(context, [followedBy(live, ({ round }) => [query(ruleQueryOptions(round.category_id))])]);
    if (refusedAsMissing(context, live.queryKey)) throw notFound();
    return null;
  };
}

/** /lotto/{round_id}: the round (its bet types and closing time); an id that is no number is a 404 at once. */
export function lottoRoundLoader(context: LoaderContext) {
  return async ({ params }: LoaderFunctionArgs) => {
    const param = params.round_id ?? '';
    if (!/^[1-9]\d{0,8}$/.test(param)) throw notFound();
    const round = roundQueryOptions(Number(param));
    await prefetchWithin(context, [query(round)]);
    if (refusedAsMissing(context, round.queryKey)) throw notFound();
    return null;
  };
}
