/**
 * One Socket.IO connection to `/live` for the whole app. Topic events are
 * written into the TanStack Query cache (setQueryData): the socket is a way to
 * keep queries fresh, not a second store.
 *
 * Several components may hold one topic (the header and the member panel both
 * show `wallets`): the socket subscribes once and unsubscribes only when the
 * last holder lets go. Holders, their snapshot callbacks and the event handlers
 * live here, not on a socket, so they carry over to the socket that replaces it
 * (a reconnect, a login, a logout) without any component noticing.
 *
 * socket.io-client comes in a chunk of its own once something first needs the
 * socket, fetched when the browser is next idle (at the latest IDLE_TIMEOUT_MS
 * later, so the live layer connects within a second of hydration): no page's
 * first paint or hydration waits for it (REST answers first, the socket keeps
 * them fresh; docs/decisions/0054). Topics held before it arrives subscribe on its first
 * connect; `getSocket` answers null until then and `subscribeSocket` tells
 * when the socket appears or is replaced.
 */
import { useEffect } from 'react';
import type { io as createSocket, ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '#shared/envelope.js';
import type { ClientToServerEvents, ServerToClientEvents, SnapshotOf } from '#shared/live/events.js';
import { LIVE_NAMESPACE } from '#shared/live/topic-names.js';
import { session } from './session.js';
import { addTimeSample } from './server-clock.js';
import { whenIdle } from './when-idle.js';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type EventHandler = (payload: never) => void;

let socket: LiveSocket | null = null;
let socketToken: string | null = null;
let connectStartedAt = 0;

type SocketLibrary = { io: typeof createSocket };
let library: SocketLibrary | null = null;
let libraryLoading: Promise<void> | null = null;
let libraryRequested = false;
/** whoever reads `getSocket()` and must hear of a new one */
const socketListeners = new Set<() => void>();

/** The page's own origin in the browser; a test (or a non-browser runtime) points it at a gateway. */
let liveUrl: string = LIVE_NAMESPACE;
let liveOptions: Partial<ManagerOptions & SocketOptions> = { transports: ['websocket', 'polling'] };

/** topic → its holders, each with the callback that takes a snapshot */
const holders = new Map<string, Set<TopicHolder>>();
/** event name → handlers, whichever socket is current */
const handlers = new Map<EventName, Set<EventHandler>>();
/** the topics the gateway holds for the current socket, as far as this side knows */
let subscribed = new Set<string>();

interface TopicHolder {
  onSnapshot(snapshot: unknown): void;
}

/**
 * Where the socket connects and with which options. The browser needs none of
 * it; a node test passes its gateway's origin. The current socket, if any, is
 * replaced (holders subscribe again on the new one).
 */
export function configureLive(options: { origin?: string; socket?: Partial<ManagerOptions & SocketOptions> }): void {
  liveUrl = (options.origin ?? '') + LIVE_NAMESPACE;
  liveOptions = { ...liveOptions, ...options.socket };
  if (socket) replaceSocket();
}

function connect(io: SocketLibrary['io']): LiveSocket {
  socketToken = session.token();
  connectStartedAt = Date.now();
  const next: LiveSocket = io(liveUrl, {
    ...liveOptions,
    // A fresh Manager per socket: the one replaced on a login must not share the new one's connection.
    forceNew: true,
    auth: socketToken ? { token: socketToken } : {},
  });
  next.on('time', ({ server_time }) => addTimeSample(server_time, connectStartedAt, Date.now()));
  next.io.on('reconnect_attempt', () => {
    connectStartedAt = Date.now();
  });
  next.on('connect', () => {
    if (next === socket) syncTopics(next);
  });
  next.onAny((event: string, payload: unknown) => {
    if (next !== socket) return;
    for (const handler of handlers.get(event as EventName) ?? []) handler(payload as never);
  });
  return next;
}

/**
 * After a (re)connect. One the server did not recover (the first, a lost
 * session, a node that restarted) has no subscriptions: every held topic
 * subscribes again and its holders take a fresh snapshot. A recovered one kept
 * them and replayed what was missed; only what changed while offline is sent:
 * topics taken meanwhile subscribe, topics let go meanwhile unsubscribe.
 */
function syncTopics(target: LiveSocket): void {
  if (!target.recovered) subscribed = new Set();
  for (const topic of subscribed) {
    if (holders.has(topic)) continue;
    subscribed.delete(topic);
    target.emit('unsubscribe', { topic }, () => {});
  }
  for (const [topic, set] of holders) {
    if (subscribed.has(topic)) continue;
    subscribed.add(topic);
    requestSnapshot(target, topic, [...set]);
  }
}

function replaceSocket(): void {
  socket?.disconnect();
  subscribed = new Set();
  socket = library ? connect(library.io) : null;
  for (const listener of socketListeners) listener();
}

/** Fetches socket.io-client once; the socket opens when it arrives. */
function loadLibrary(): void {
  libraryRequested = false;
  libraryLoading ??= import('socket.io-client').then(
    (loaded) => {
      library = loaded;
      if (!socket) replaceSocket();
    },
    () => {
      // A chunk that failed to load (offline, a new deployment) is tried again by the next caller.
      libraryLoading = null;
    },
  );
}

/** In the browser the library waits for an idle moment after hydration; elsewhere (a node test) it loads at once. */
function requestLibrary(): void {
  if (libraryLoading || libraryRequested) return;
  if (typeof window === 'undefined') return loadLibrary();
  libraryRequested = true;
  whenIdle(loadLibrary);
}

/**
 * The shared socket; reconnects with the new token when the member logs in or
 * out. Null until socket.io-client has loaded (the call starts loading it).
 */
export function getSocket(): LiveSocket | null {
  if (socket) return socket;
  if (library) return (socket = connect(library.io));
  requestLibrary();
  return null;
}

/** Calls `listener` whenever the shared socket appears or is replaced, until the returned function is called. */
export function subscribeSocket(listener: () => void): () => void {
  socketListeners.add(listener);
  return () => {
    socketListeners.delete(listener);
  };
}

// Member topics belong to a token: the socket of the new token subscribes the held topics again.
session.subscribe(() => {
  if (!socket || session.token() === socketToken) return;
  replaceSocket();
});

/** Subscribes to a topic with an ack; resolves with its snapshot or rejects with the ack's message. */
export function subscribeTopic<T extends string>(target: LiveSocket, topic: T): Promise<SnapshotOf<T>> {
  return new Promise((resolve, reject) => {
    target.timeout(10_000).emit('subscribe', { topic }, (err: Error | null, reply?: Envelope) => {
      if (err) return reject(err);
      if (!reply || reply.error !== 0) return reject(new Error(reply?.message ?? 'subscribe failed'));
      resolve(reply.data as SnapshotOf<T>);
    });
  });
}

function requestSnapshot(target: LiveSocket, topic: string, to: TopicHolder[]): void {
  subscribeTopic(target, topic)
    .then((snapshot) => {
      // An answer for a replaced socket (another token) or a holder that left is not theirs any more.
      if (target !== socket) return;
      const current = holders.get(topic);
      for (const holder of to) if (current?.has(holder)) holder.onSnapshot(snapshot);
    })
    .catch(() => {
      // A refused subscribe (e.g. an expired token) leaves the REST query in charge.
    });
}

/**
 * Holds a topic until the returned function is called. The first holder
 * subscribes; a later one asks again for a snapshot of its own (a subscribe
 * repeated on one socket only answers the room's value at the gateway); the
 * last one out unsubscribes.
 */
export function holdTopic<T extends string>(topic: T, onSnapshot: (snapshot: SnapshotOf<T>) => void): () => void {
  const target = getSocket();
  let set = holders.get(topic);
  if (!set) holders.set(topic, (set = new Set()));
  const holder: TopicHolder = { onSnapshot: onSnapshot as (snapshot: unknown) => void };
  set.add(holder);
  // Not connected (or not loaded) yet: the `connect` handler subscribes every held topic.
  if (target?.connected) {
    subscribed.add(topic);
    requestSnapshot(target, topic, [holder]);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    set.delete(holder);
    if (set.size > 0 || holders.get(topic) !== set) return;
    holders.delete(topic);
    // While offline the unsubscribe waits for the reconnect (syncTopics), if the session comes back.
    if (!socket?.connected) return;
    subscribed.delete(topic);
    socket.emit('unsubscribe', { topic }, () => {});
  };
}

/** Calls `handler` for each `event` on whichever socket is current, until the returned function is called. */
export function onLiveEvent<E extends EventName>(event: E, handler: ServerToClientEvents[E]): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  const entry = handler as EventHandler;
  set.add(entry);
  return () => {
    set.delete(entry);
  };
}

/** Topics held now, with how many holders each (tests and diagnostics). */
export function heldTopics(): Record<string, number> {
  return Object.fromEntries([...holders].map(([topic, set]) => [topic, set.size]));
}

/**
 * A topic kept in a query's cache. The snapshot's type comes from the topic's
 * name (`SnapshotOf`); the cache keeps it as it came, or as `fromSnapshot` reads it.
 */
export type TopicBinding<TCached, T extends string = string> = {
  topic: T | null;
  queryKey: QueryKey;
  /** Event name → how the event changes the cached value. */
  events: Partial<Record<EventName, (current: TCached | undefined, event: never) => TCached | undefined>>;
} & ([SnapshotOf<T>] extends [TCached]
  ? { /** How a snapshot is kept (default: as it came), e.g. stamped with when it arrived. */ fromSnapshot?: (snapshot: SnapshotOf<T>) => TCached }
  : { fromSnapshot: (snapshot: SnapshotOf<T>) => TCached });

/**
 * Keeps `queryKey` live from `topic` until the returned function is called:
 * each snapshot (the first, and after a reconnect that was not recovered) is
 * written into the cache, then each event updates it.
 */
export function bindTopic<T extends string, TCached = SnapshotOf<T>>(queryClient: QueryClient, binding: TopicBinding<TCached, T> & { topic: T }): () => void {
  const { topic, queryKey, events } = binding;
  const fromSnapshot = binding.fromSnapshot as ((snapshot: SnapshotOf<T>) => TCached) | undefined;
  const stops = Object.entries(events).map(([name, reduce]) =>
    onLiveEvent(name as EventName, ((payload: never) => {
      queryClient.setQueryData<TCached>(queryKey, (current) => reduce!(current, payload));
    }) as never),
  );
  const release = holdTopic(topic, (snapshot) => queryClient.setQueryData(queryKey, fromSnapshot ? fromSnapshot(snapshot) : (snapshot as TCached)));
  return () => {
    release();
    for (const stop of stops) stop();
  };
}

/** `bindTopic` for the lifetime of a component (nothing while `topic` is null). */
export function useLiveTopic<T extends string, TCached = SnapshotOf<T>>(binding: TopicBinding<TCached, T>): void {
  const queryClient = useQueryClient();
  const { topic, queryKey } = binding;
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!topic) return;
    return bindTopic(queryClient, { ...binding, topic, queryKey: JSON.parse(keyText) as QueryKey } as TopicBinding<TCached, T> & { topic: T });
    // `events` is a literal per call site; the topic and key decide identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, keyText, queryClient]);
}

/** Closes the socket (tests, between gateways); the next getSocket opens a new one. */
export function disconnectLive(): void {
  socket?.disconnect();
  socket = null;
  subscribed = new Set();
}
