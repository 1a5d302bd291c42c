import { io, type Socket } from 'socket.io-client';
import { subscribe as subscribeTopic, unsubscribe as unsubscribeTopic } from '#shared/live/client.js';
import { LIVE_NAMESPACE, type ClientToServerEvents, type ServerToClientEvents } from '#shared/live/events.js';

export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io-client on /live over websocket, connected. */
export async function connectLive(baseUrl: string, auth: { token?: string } = {}): Promise<LiveClient> {
  const socket: LiveClient = io(baseUrl + LIVE_NAMESPACE, {
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The contract's own subscribe and unsubscribe, with this harness's 5 s wait for the ack. */
export const subscribe = <T extends string>(socket: LiveClient, topic: T) => subscribeTopic(socket, topic, 5_000);
export const unsubscribe = (socket: LiveClient, topic: string) => unsubscribeTopic(socket, topic, 5_000);

/** Collects every payload of one event, to assert on what arrived and what did not. */
export function collect<E extends keyof ServerToClientEvents>(socket: LiveClient, event: E): Parameters<ServerToClientEvents[E]>[0][] {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket.on as (e: string, l: (payload: never) => void) => void)(event, (payload) => seen.push(payload));
  return seen;
}

/** Waits until a condition holds, polling briefly (real time). */
export async function waitFor(condition: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets sockets deliver what is in flight (for asserting that nothing arrived). */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
