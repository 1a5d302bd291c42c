import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerKind } from '#shared/api/member.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';

/** The statement query as the client builds it (the shared schema's input type is looser). */
export interface StatementFilter {
  type?: LedgerKind;
  /** YYYY-MM-DD, Bangkok */
  from?: string;
  to?: string;
  page: number;
}

export const statementKeys = {
  all: ['statement'] as const,
  list: (filter: StatementFilter) => ['statement', filter] as const,
};

/** GET /api/member/statement?type&from&to&page: the member's ledger rows, newest first. */
export const getStatement = (filter: StatementFilter, signal?: AbortSignal) => apiCall(CALLS.member.statement, { query: filter, signal });

export const statementQueryOptions = (filter: StatementFilter) =>
  queryOptions({
    queryKey: statementKeys.list(filter),
    queryFn: ({ signal }) => getStatement(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useStatement(filter: StatementFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...statementQueryOptions(filter), enabled });
}
