import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { AGENT_ID } from '#shared/constants.js';
import { apiCall } from '#client/lib/api-client.js';
import { lottoKeys, type ResultsFilter } from './keys.js';

/** GET /api/lotto/results?category_id&date&page&agent_id: resulted rounds, newest first. */
export const getResults = (query: ResultsFilter, signal?: AbortSignal) =>
  apiCall(CALLS.lotto.results, { query: { ...query, agent_id: AGENT_ID }, signal });

export const resultsQueryOptions = (query: ResultsFilter) =>
  queryOptions({
    queryKey: lottoKeys.results(query),
    queryFn: ({ signal }) => getResults(query, signal),
    placeholderData: keepPreviousData,
  });

export const useResults = (query: ResultsFilter) => useQuery(resultsQueryOptions(query));

const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The results page's filter from its address (`?category&date&page`): the page and its loader read the same. */
export function resultsFilterOf(params: URLSearchParams): Required<Pick<ResultsFilter, 'page'>> & ResultsFilter {
  const date = params.get('date');
  return { category_id: positiveInt(params.get('category')), date: isDay(date) ? date : undefined, page: positiveInt(params.get('page')) ?? 1 };
}
