import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { yeekeeKeys } from './keys.js';

/** GET /api/lotto/rule?category_id: the category's rules in Thai (formula, cooldown, rewards), written by the server from its settings. */
export const getRule = (categoryId: number, signal?: AbortSignal) =>
  apiCall(CALLS.lotto.rule, { query: { category_id: categoryId }, signal });

export const ruleQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: yeekeeKeys.rule(categoryId),
    queryFn: ({ signal }) => getRule(categoryId, signal),
    staleTime: 10 * 60_000,
  });

export const useRule = (categoryId: number | undefined) =>
  useQuery({ ...ruleQueryOptions(categoryId ?? 0), enabled: categoryId !== undefined });
