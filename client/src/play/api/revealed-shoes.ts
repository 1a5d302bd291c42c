/**
 * A table's latest revealed shoes, from the site's formula page API: visitor
 * calls, and the game frame is served from the site's origin. That API names
 * a table by the site's id while the frame knows the table's code, so the
 * list of tables (POST /api/sooth/baccarat) gives the id, then the table's
 * detail (POST /api/sooth/detail) its revealed shoes, newest first.
 */
import { useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { RevealedShoe } from '#shared/api/sooth.js';
import { apiCall } from '#client/lib/api-client.js';
import { playKeys } from './keys.js';

export interface TableRevealedShoes {
  tableId: number;
  shoes: RevealedShoe[];
}

/** null: the site lists no such table yet, so nothing of it is revealed. */
export async function getRevealedShoes(code: string, signal?: AbortSignal): Promise<TableRevealedShoes | null> {
  const { tables } = await apiCall(CALLS.sooth.baccarat, { signal });
  const table = tables.find((t) => t.code === code);
  if (!table) return null;
  const detail = await apiCall(CALLS.sooth.detail, { body: { table_id: table.table_id }, signal });
  return { tableId: table.table_id, shoes: detail.revealed_shoes };
}

/** Read once per shoe being dealt: a shoe is revealed when it ends, and the table then deals a new one. */
export function useRevealedShoes(code: string, shoe: string) {
  return useQuery({
    queryKey: playKeys.revealedShoes(code, shoe),
    queryFn: ({ signal }) => getRevealedShoes(code, signal),
    staleTime: Infinity,
  });
}
