import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { SoothBaccaratResponse, SoothTable } from '#shared/api/sooth.js';
import type { SoothHandEvent } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { soothKeys } from './keys.js';

/** POST /api/sooth/baccarat: every live table with its current shoe's counts, roads and last hand. */
export const getSoothTables = (signal?: AbortSignal) => apiCall(CALLS.sooth.baccarat, { signal });

export const soothTablesQueryOptions = () =>
  queryOptions({
    queryKey: soothKeys.tables(),
    queryFn: ({ signal }) => getSoothTables(signal),
  });

/** The hand a table shows last, per shoe: what the detail compares to know it is behind. */
export const handKey = (table: SoothTable | undefined): string | null =>
  table?.last_hand ? `${table.shoe.shoe_id}:${table.last_hand.hand_no}` : null;

/**
 * A hand numbered at or below the one shown belongs to a new shoe: the event
 * carries its counts and roads but not the shoe's id and commitment.
 */
export function startsNewShoe(current: SoothBaccaratResponse | undefined, event: SoothHandEvent): boolean {
  const last = current?.tables.find((table) => table.table_id === event.table_id)?.last_hand;
  return last != null && event.hand.hand_no <= last.hand_no;
}

/** A pushed hand replaces its table's counts, roads and last hand; the rest of the page stays as it is. */
export function applyHand(current: SoothBaccaratResponse | undefined, event: SoothHandEvent): SoothBaccaratResponse | undefined {
  if (!current) return current;
  return {
    ...current,
    tables: current.tables.map((table) =>
      table.table_id === event.table_id ? { ...table, counts: event.counts, roads: event.roads, last_hand: event.hand } : table,
    ),
  };
}

/** Every table, live from the `sooth` topic (snapshot, then each `sooth:hand`). */
export function useSoothTables() {
  const options = soothTablesQueryOptions();
  const queryClient = useQueryClient();
  useLiveTopic({
    topic: Topic.sooth,
    queryKey: options.queryKey,
    events: {
      'sooth:hand': (current, event: SoothHandEvent) => {
        // After the cache is written: a new shoe's commitment is only in a fresh answer.
        if (startsNewShoe(current, event)) queueMicrotask(() => void queryClient.invalidateQueries({ queryKey: options.queryKey }));
        return applyHand(current, event);
      },
    },
  });
  return useQuery(options);
}
