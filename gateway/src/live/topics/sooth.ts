import { API } from '#shared/api/paths.js';
import type { SoothBaccaratResponse } from '#shared/api/sooth.js';
import { Topic, type SoothHandEvent, type SoothSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';

/**
 * Every live baccarat table with its shoe's roads, for anyone (`sooth`,
 * docs/decisions/0040). Polled every 2 s while someone watches: a table deals
 * whether or not anyone does, and its hands cost no upstream call then. Each
 * table whose last hand changed pushes `sooth:hand` with the shoe's counts and
 * roads after it.
 */
export const soothTopic = defineTopic<Record<string, never>, SoothSnapshot>({
  name: Topic.sooth,
  match: (topic) => (topic === Topic.sooth ? {} : null),
  memberOnly: false,
  room: () => Topic.sooth,
  fetch: (ctx) => ctx.call<SoothBaccaratResponse>('POST', API.sooth.baccarat, {}),
  poll: {
    intervalMs: 2_000,
    diff: (prev, next) => (prev === undefined ? [] : newHands(prev, next).map((data) => ({ event: 'sooth:hand', data }))),
  },
});

const handKey = (table: SoothSnapshot['tables'][number]) => (table.last_hand ? `${table.shoe.shoe_id}:${table.last_hand.hand_no}` : null);

export function newHands(prev: SoothSnapshot, next: SoothSnapshot): SoothHandEvent[] {
  const before = new Map(prev.tables.map((table) => [table.table_id, handKey(table)]));
  return next.tables
    .filter((table) => table.last_hand !== null && handKey(table) !== before.get(table.table_id))
    .map((table) => ({ table_id: table.table_id, hand: table.last_hand!, counts: table.counts, roads: table.roads }));
}
