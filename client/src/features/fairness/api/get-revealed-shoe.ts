/**
 * The newest baccarat shoe that ended on any live table, with its seed, salt
 * and commitment revealed (POST /api/sooth/baccarat for the tables, then
 * /api/sooth/detail of each until one has a revealed shoe). Null when no shoe
 * has ended yet.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { RevealedShoe } from '#shared/api/sooth.js';
import { apiCall } from '#client/lib/api-client.js';
import { fairnessKeys } from './keys.js';

export interface ShoeExample {
  table_name: string;
  shoe: RevealedShoe;
}

export async function getRevealedShoe(signal?: AbortSignal): Promise<ShoeExample | null> {
  const { tables } = await apiCall(CALLS.sooth.baccarat, { signal });
  for (const table of tables) {
    const detail = await apiCall(CALLS.sooth.detail, { body: { table_id: table.table_id }, signal });
    const shoe = detail.revealed_shoes[0];
    if (shoe) return { table_name: table.name, shoe };
  }
  return null;
}

export const revealedShoeQueryOptions = () =>
  queryOptions({ queryKey: fairnessKeys.shoe(), queryFn: ({ signal }) => getRevealedShoe(signal) });

export const useRevealedShoe = () => useQuery(revealedShoeQueryOptions());
