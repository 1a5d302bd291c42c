/**
 * One Socket.IO connection to `/live` for the whole app. Topic events are
 * written into the TanStack Query cache (setQueryData): the socket is a way to
 * keep queries fresh, not a second store.
 */
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@shared/envelope.js';
import {
  LIVE_NAMESPACE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@shared/live/events.js';
import { session } from './session.js';
import { addTimeSample } from './server-clock.js';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: LiveSocket | null = null;
let socketToken: string | null = null;
let connectStartedAt = 0;

function connect(): LiveSocket {
  socketToken = session.token();
  connectStartedAt = Date.now();
  const next: LiveSocket = io(LIVE_NAMESPACE, {
    auth: socketToken ? { token: socketToken } : {},
    transports: ['websocket', 'polling'],
  });
  next.on('time', ({ server_time }) => addTimeSample(server_time, connectStartedAt, Date.now()));
  next.io.on('reconnect_attempt', () => {
    connectStartedAt = Date.now();
  });
  return next;
}

/** The shared socket; reconnects with the new token when the member logs in or out. */
export function getSocket(): LiveSocket {
  if (!socket) socket = connect();
  return socket;
}

session.subscribe(() => {
  if (!socket || session.token() === socketToken) return;
  socket.disconnect();
  socket = connect();
  for (const listener of socketChangeListeners) listener();
});

const socketChangeListeners = new Set<() => void>();

/** Subscribes to a topic with an ack; resolves with its snapshot or rejects with the ack's message. */
export function subscribeTopic<T>(target: LiveSocket, topic: string): Promise<T> {
  return new Promise((resolve, reject) => {
    target.timeout(10_000).emit('subscribe', { topic }, (err: Error | null, reply?: Envelope) => {
      if (err) return reject(err);
      if (!reply || reply.error !== 0) return reject(new Error(reply?.message ?? 'subscribe failed'));
      resolve(reply.data as T);
    });
  });
}

export interface TopicBinding<TSnapshot> {
  topic: string | null;
  queryKey: QueryKey;
  /** Event name → how the event changes the cached snapshot. */
  events: Partial<Record<keyof ServerToClientEvents, (current: TSnapshot | undefined, event: never) => TSnapshot | undefined>>;
}

/**
 * Keeps `queryKey` live from `topic`: the ack's snapshot is written into the
 * cache, then each event updates it. A reconnect that was not recovered
 * subscribes again and takes a fresh snapshot.
 */
export function useLiveTopic<TSnapshot>({ topic, queryKey, events }: TopicBinding<TSnapshot>): void {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!topic) return;
    let active = true;
    let target = getSocket();
    const key = JSON.parse(keyText) as QueryKey;

    const handlers = Object.entries(events).map(([name, reduce]) => {
      const handler = (payload: never) => {
        queryClient.setQueryData<TSnapshot>(key, (current) => reduce!(current, payload));
      };
      return [name as keyof ServerToClientEvents, handler] as const;
    });

    const subscribe = () => {
      subscribeTopic<TSnapshot>(target, topic)
        .then((snapshot) => {
          if (active) queryClient.setQueryData(key, snapshot);
        })
        .catch(() => {
          // A refused subscribe (e.g. expired token) leaves the REST query in charge.
        });
    };
    const onConnect = () => {
      if (!target.recovered) subscribe();
    };

    const attach = () => {
      for (const [name, handler] of handlers) target.on(name, handler as never);
      target.on('connect', onConnect);
      if (target.connected) subscribe();
    };
    const detach = () => {
      for (const [name, handler] of handlers) target.off(name, handler as never);
      target.off('connect', onConnect);
      if (target.connected) target.emit('unsubscribe', { topic }, () => {});
    };
    const onSocketChange = () => {
      detach();
      target = getSocket();
      attach();
    };

    attach();
    socketChangeListeners.add(onSocketChange);
    return () => {
      active = false;
      socketChangeListeners.delete(onSocketChange);
      detach();
    };
    // `events` is a literal per call site; the topic and key decide identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, keyText, queryClient]);
}
