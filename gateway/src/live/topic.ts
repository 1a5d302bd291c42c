import type { CallId } from '#shared/api/registry.js';
import type { ServerToClientEvents } from '#shared/live/events.js';
import type { ReadCache } from './read-cache.js';

/** Who a member topic belongs to, as the upstream's get_user_info names them. */
export interface Member {
  username: string;
}

/** A call that passed through this gateway's `/api` with success (error 0). */
export interface PassedCall {
  id: CallId;
  /** the caller, when this node knows who the token is without asking (else null) */
  member: Member | null;
  /** the request body as sent */
  body: unknown;
  /** the answer's `data` */
  data: unknown;
  /** the answer kept the contract (its shape may be trusted) */
  kept: boolean;
}

/** One write of a topic's room: an item its `fold` places, or a read at the room's next push window. */
export type TopicWrite = { room: string; item: unknown } | { room: string; readSoon: true };

/** A topic's answer to a call: nothing, one write or several. */
export type AfterCall = (call: PassedCall) => TopicWrite | readonly TopicWrite[] | undefined;

/** One event a topic pushes to its room, typed by the socket contract. */
export type Emission = {
  [E in keyof ServerToClientEvents]: { event: E; data: Parameters<ServerToClientEvents[E]>[0] };
}[keyof ServerToClientEvents];

export interface TopicContext<P, V = unknown> {
  params: P;
  member: Member | null;
  /**
   * Calls the upstream (an envelope call, `data` unwrapped) as the room's member
   * when the topic is a member topic, counted under the topic's name.
   */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /**
   * POSTs to our built-in provider's public API (`/games/api/*`: the live
   * tables, the matches), counted under the topic's name. Refuses with
   * TOPIC_UNKNOWN when this gateway runs no built-in provider.
   */
  callGames<T>(path: string, body?: unknown): Promise<T>;
  /**
   * The room's value at the moment of the call (undefined before its first
   * read). An incremental read starts from it, and merges with it again after
   * its upstream call, since write-through may have moved it meanwhile.
   */
  held(): V | undefined;
  /**
   * Reads shared by every room of this node: a list read once for many rooms,
   * a final value kept for the next watcher (ReadCache). Fill it with `call`.
   */
  cache: Pick<ReadCache, 'get' | 'peek' | 'put'>;
  /** Sockets subscribed to this room on every gateway node (no upstream call). */
  presence(): Promise<number>;
  now(): number;
}

/**
 * A topic is one file in `topics/`: how its name parses, which room a
 * subscriber joins, how to read its current value from the upstream, and, when
 * it is polled, what to push when the value changes. The core does the rest
 * (rooms, one shared poller per room, backoff, auth, snapshots, stats).
 */
export interface TopicDefinition<P = unknown, V = unknown> {
  /** stats and upstream-call counting group under this name, e.g. `yeekee:round` */
  name: string;
  /** the params of a topic string this definition serves, or null */
  match(topic: string): P | null;
  memberOnly: boolean;
  /**
   * The room that shares one poller and one value. A member topic puts the
   * username in it (`wallets:<username>`), so members never share a room.
   */
  room(params: P, member: Member | null): string;
  /** extra rooms a subscriber joins, for pushes that fan out wider than one room */
  alsoJoin?(params: P, member: Member | null): string[];
  /** one upstream read of the current value */
  fetch(ctx: TopicContext<P, V>): Promise<V>;
  /**
   * A member's own part of a visitor topic (a poll's quota): when the socket
   * has a valid token, the subscribe also joins this member topic's room (one
   * per member, never per socket) and reads it with the socket's token; its
   * value reaches `snapshot` as `own` (null for a visitor).
   */
  companion?(params: P, member: Member): { topic: AnyTopic; params: unknown };
  /** the ack's `data` made from the value (default: the value itself) */
  snapshot?(value: V, now: number, own?: unknown): unknown;
  /**
   * Places an item in hand (from a call's answer) into the room's value: the
   * new value, or null when it cannot be placed (something before it is
   * missing) and the room must read the upstream instead. `held` is undefined
   * before the room's first read.
   */
  fold?(held: V | undefined, item: never): V | null;
  /** what the answers of these calls (by registry id) write to this topic's rooms (after-call.ts) */
  afterCalls?: Partial<Record<CallId, AfterCall>>;
  poll?: {
    /**
     * The delay to the next poll: fixed, or from the value held (a yeekee round
     * polls fast while open). Infinity stops polling (a final value).
     */
    intervalMs: number | ((value: V | undefined, now: number) => number);
    /**
     * Coalesces pushes: at most one diff per room in this window, the first at
     * once. Subscribers' snapshots are what the room was last told, so the next
     * push continues them exactly.
     */
    pushEveryMs?: number;
    /** events to push when `next` replaces `prev`; prev is undefined when no value was held */
    diff(prev: V | undefined, next: V): Emission[];
  };
}

/** Erases the params and value types so definitions of different topics share one list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTopic = TopicDefinition<any, any>;

export function defineTopic<P, V>(definition: TopicDefinition<P, V>): TopicDefinition<P, V> {
  return definition;
}
