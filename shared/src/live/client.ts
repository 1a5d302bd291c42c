/**
 * A typed client of the socket contract (docs/design.md §3) for scripts and for
 * integration tests written outside this repository: `npm run live` uses it,
 * and so can an operator's own test suite. Event names and payloads come from
 * `events.ts`, so a test written against it breaks at compile time when the
 * contract changes, not at run time.
 */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { Envelope } from '../envelope.js';
import { LIVE_NAMESPACE, type ClientToServerEvents, type LiveHandshakeAuth, type ServerToClientEvents, type SnapshotOf } from './events.js';
import { ServerClock, type ClockSample } from './server-clock.js';

export { clockSample, type ClockSample } from './server-clock.js';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectLiveOptions {
  /** the gateway's origin, e.g. `http://localhost:3000` */
  url: string;
  /** a member's access token: needed for member topics (`wallets`, `notifications`, `payment:<ref>`) */
  token?: string;
  agentCode?: string;
  /** websocket first, then long-polling, as the site connects */
  transports?: ('websocket' | 'polling')[];
  /** anything else socket.io-client takes (reconnection, timeout...) */
  options?: Partial<ManagerOptions & SocketOptions>;
}

const clocks = new WeakMap<LiveSocket, ServerClock>();
const DEFAULT_ACK_TIMEOUT_MS = 10_000;

/**
 * Opens a socket on `/live`. Each call is its own connection (`forceNew`), so
 * a load check can open many from one process. The server's clock offset is
 * measured from the `time` event it sends on every connect, by the site's own
 * rule over reconnects (server-clock.ts): read it with `serverOffset` or wait
 * for it with `serverClock`.
 */
export function connectLive({ url, token, agentCode, transports = ['websocket', 'polling'], options }: ConnectLiveOptions): LiveSocket {
  const auth: LiveHandshakeAuth = {};
  if (token) auth.token = token;
  if (agentCode) auth.agent_code = agentCode;
  let connectStartedAt = Date.now();
  const socket: LiveSocket = io(`${url.replace(/\/+$/, '')}${LIVE_NAMESPACE}`, { auth, transports, forceNew: true, ...options });
  socket.io.on('reconnect_attempt', () => {
    connectStartedAt = Date.now();
  });
  const clock = new ServerClock();
  clocks.set(socket, clock);
  socket.on('time', ({ server_time }) => clock.add(server_time, connectStartedAt, Date.now()));
  return socket;
}

/** The socket's clock estimate so far (`roundTripMs`: how wide its bounds are), or undefined before the first `time` event. */
export function clockSampleOf(socket: LiveSocket): ClockSample | undefined {
  return clocks.get(socket)?.estimate();
}

/** The server's clock minus the local one (ms), from the best sample, or undefined before the first `time` event. */
export function serverOffset(socket: LiveSocket): number | undefined {
  return clocks.get(socket)?.offsetMs();
}

/** Waits for the first `time` event and answers the clock offset (server − local, ms). */
export function serverClock(socket: LiveSocket, timeoutMs = DEFAULT_ACK_TIMEOUT_MS): Promise<number> {
  const known = serverOffset(socket);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('time', onTime);
      reject(new Error(`no time event within ${timeoutMs} ms`));
    }, timeoutMs);
    // Registered after connectLive's own listener, so the sample is stored when this runs.
    const onTime = () => {
      clearTimeout(timer);
      socket.off('time', onTime);
      resolve(serverOffset(socket) ?? 0);
    };
    socket.on('time', onTime);
  });
}

/**
 * Subscribes to a topic and resolves with the ack as the server sent it:
 * `{ error: 0, data: snapshot }`, or a refusal with its Thai message (an
 * unknown topic, a member topic without a valid token, too many topics).
 * Rejects only when no ack comes in time. The snapshot's type is read from the
 * topic's name (`SnapshotOf`).
 */
export function subscribe<T extends string>(socket: LiveSocket, topic: T, timeoutMs = DEFAULT_ACK_TIMEOUT_MS): Promise<Envelope<SnapshotOf<T>>> {
  return socket.timeout(timeoutMs).emitWithAck('subscribe', { topic }) as Promise<Envelope<SnapshotOf<T>>>;
}

export function unsubscribe(socket: LiveSocket, topic: string, timeoutMs = DEFAULT_ACK_TIMEOUT_MS): Promise<Envelope<null>> {
  return socket.timeout(timeoutMs).emitWithAck('unsubscribe', { topic });
}
