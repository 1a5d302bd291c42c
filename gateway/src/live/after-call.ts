/**
 * What an `/api` call's answer does to the live topics (write-through). A
 * topic declares it in its own file (`afterCalls`, keyed by the registry's
 * call id): a pure function from the call that passed to the writes it makes,
 * an item in hand folded into a room (the topic's `fold`) or, when the answer
 * does not carry the new state, a read of the room at its next push window.
 * The proxy calls one hook; Live applies the writes here and on every other
 * node, so no upstream read follows an answer that already holds the state.
 */
import type { CallId } from '#shared/api/registry.js';
import type { AfterCall, AnyTopic, PassedCall, TopicWrite } from './topic.js';

export type { AfterCall, PassedCall, TopicWrite } from './topic.js';

/** The calls some topic reacts to, each with its reactions (a topic's companions included). */
export function reactionsByCall(topics: readonly AnyTopic[]): ReadonlyMap<CallId, readonly AfterCall[]> {
  const byCall = new Map<CallId, AfterCall[]>();
  for (const topic of topics) {
    for (const [id, react] of Object.entries(topic.afterCalls ?? {}) as [CallId, AfterCall | undefined][]) {
      if (!react) continue;
      const list = byCall.get(id) ?? [];
      list.push(react);
      byCall.set(id, list);
    }
  }
  return byCall;
}

/** Every write the call's reactions make. */
export function writesOf(reactions: readonly AfterCall[], call: PassedCall): TopicWrite[] {
  return reactions.flatMap((react) => {
    const writes = react(call);
    if (writes === undefined) return [];
    return Array.isArray(writes) ? (writes as readonly TopicWrite[]) : [writes as TopicWrite];
  });
}
