import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error.js';

/** A failed query's message and its retry; nothing while the query has not failed. */
export function QueryError({ query }: { query: Pick<UseQueryResult<unknown, Error>, 'isError' | 'error' | 'refetch'> }) {
  if (!query.isError || !query.error) return null;
  return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
}
