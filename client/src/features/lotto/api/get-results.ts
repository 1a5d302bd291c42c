import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '@shared/api/registry.js';
import { AGENT_ID } from '@shared/constants.js';
import { apiCall } from '../../../lib/api-client.js';
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
