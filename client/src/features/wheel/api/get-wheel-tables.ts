import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { wheelKeys } from './keys.js';

/** GET /api/wheel/tables: every published prize table with its date, newest first. */
export const getWheelTables = (signal?: AbortSignal) => apiCall(CALLS.wheel.tables, { signal });

export const wheelTablesQueryOptions = () =>
  queryOptions({
    queryKey: wheelKeys.tables(),
    queryFn: ({ signal }) => getWheelTables(signal),
    staleTime: 5 * 60_000,
  });

export function useWheelTables() {
  return useQuery(wheelTablesQueryOptions());
}
