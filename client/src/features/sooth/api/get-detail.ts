import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { soothKeys } from './keys.js';

/** POST /api/sooth/detail: one table's roads, counts over all shoes, measured pattern rates and revealed shoes. */
export const getSoothDetail = (tableId: number, signal?: AbortSignal) => apiCall(CALLS.sooth.detail, { body: { table_id: tableId }, signal });

export const soothDetailQueryOptions = (tableId: number) =>
  queryOptions({
    queryKey: soothKeys.detail(tableId),
    queryFn: ({ signal }) => getSoothDetail(tableId, signal),
  });

export function useSoothDetail(tableId: number | null) {
  return useQuery({ ...soothDetailQueryOptions(tableId ?? 0), enabled: tableId !== null });
}
