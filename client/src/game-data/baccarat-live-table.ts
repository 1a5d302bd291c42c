import { useQuery } from '@tanstack/react-query';
import type { BaccaratTablesResponse } from '#shared/games/baccarat-api.js';
import { BACCARAT_API } from '#shared/games/baccarat-tables.js';
import type { TableSnapshot } from '#shared/live/events.js';
import { tableTopic } from '#shared/live/topic-names.js';
import { useHydrated } from '#client/lib/hydration.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { slotRequest } from './slot-request.js';

/** A baccarat table as everyone sees it (its lobby tile, the table page), kept live by its `table:<code>` topic. */
export const liveTableKey = (table: string) => ['games', 'live-table', table] as const;

/** A table as everyone sees it, with how far the provider's clock was ahead of this phone's when it arrived. */
export interface LiveTableView extends TableSnapshot {
  offsetMs: number;
}

const arrived = (snapshot: TableSnapshot): LiveTableView => {
  const server = Date.parse(snapshot.server_time);
  return { ...snapshot, offsetMs: Number.isNaN(server) ? 0 : server - Date.now() };
};

/** POST /games/api/baccarat/tables, one table picked: what a page shows before its topic answers. */
export async function getLiveTable(code: string): Promise<LiveTableView> {
  const answer = await slotRequest<BaccaratTablesResponse>(BACCARAT_API.tables, {});
  const table = answer.tables.find((t) => t.code === code);
  if (!table) throw new Error('ไม่พบโต๊ะนี้');
  return arrived({ server_time: answer.server_time, timing: answer.timing, table });
}

/**
 * One table as everyone sees it, live from `table:<code>` (the snapshot, then
 * each `table:state`): phase, countdown, everyone's stakes, cards, results.
 * Nothing polls while the socket is up; a lost socket's recovery sends a fresh snapshot.
 */
export function useLiveTable(code: string) {
  const queryKey = liveTableKey(code);
  useLiveTopic({
    topic: tableTopic(code),
    queryKey,
    fromSnapshot: (snapshot: TableSnapshot) => arrived(snapshot),
    events: { 'table:state': (_current, event: TableSnapshot) => arrived(event) },
  });
  // A table's moment is the socket's: never in the server's HTML (its countdown would be stale on arrival).
  const hydrated = useHydrated();
  return useQuery({ queryKey, queryFn: () => getLiveTable(code), staleTime: Infinity, retry: false, enabled: hydrated });
}
