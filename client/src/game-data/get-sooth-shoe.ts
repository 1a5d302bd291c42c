/**
 * POST /api/sooth/shoe: a revealed shoe's whole card order and every hand's
 * cards (refused before the reveal). A visitor call of the site's formula
 * page API, read by its verify panel and by the table in the game frame
 * (served from the site's origin), so it lives below both.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';

/** Under the formula page's keys (features/sooth/api/keys.ts) so clearing `['sooth']` clears it too. */
export const soothShoeKey = (tableId: number, shoeId: string) => ['sooth', 'shoe', tableId, shoeId] as const;

export const getSoothShoe = (tableId: number, shoeId: string, signal?: AbortSignal) =>
  apiCall(CALLS.sooth.shoe, { body: { table_id: tableId, shoe_id: shoeId }, signal });

export const soothShoeQueryOptions = (tableId: number, shoeId: string) =>
  queryOptions({
    queryKey: soothShoeKey(tableId, shoeId),
    queryFn: ({ signal }) => getSoothShoe(tableId, shoeId, signal),
    // A revealed shoe never changes.
    staleTime: Infinity,
  });

/** Asked only once the member starts the check (`enabled`): 416 cards and every hand are not needed to read the page. */
export function useSoothShoe(tableId: number, shoeId: string, enabled: boolean) {
  return useQuery({ ...soothShoeQueryOptions(tableId, shoeId), enabled });
}
