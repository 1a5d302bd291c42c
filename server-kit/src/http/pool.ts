/**
 * A keep-alive pool of HTTP/1.1 connections to one origin (undici's `Pool`),
 * for the hops every call takes: the gateway to the upstream and to the
 * built-in provider (gateway/src/proxy/upstream-client.ts), the provider to the
 * site (games/src/provider/site-pool.ts). `Pool.request`, not `fetch`: fetch's
 * streams and abort signals were about a third of the gateway's CPU per
 * proxied call (bench/README.md, yeekee-rush). Server-only.
 */
import { EventEmitter } from 'node:events';
import { buildConnector, Pool } from 'undici';

/**
 * How long a connection stays open unused: under a Node server's default
 * keep-alive timeout (5 s), so the pool rarely writes to a connection the
 * server is closing (docs/decisions/0050). A server that names its own
 * (`Keep-Alive: timeout=N`) is left a second under it, never more than this.
 */
export const IDLE_CONNECTION_MS = 4_000;
const SERVER_HINT_MARGIN_MS = 1_000;

/**
 * Connections to one origin at most, the ceiling the gateway's node:http agent
 * had (maxSockets 256). The origin is a Node process answering on one thread:
 * more calls at once only wait there instead of here. A wider burst (a
 * baccarat hand settles its 2,000 credits at once, bench/README.md) waits in
 * the pool's queue, each call within its deadline.
 */
export const CONNECTIONS_PER_ORIGIN = 256;

export interface Exchange {
  status: number;
  /** by lower-case name; a repeated header is an array */
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface OriginPool {
  /**
   * One request and its whole answer within the pool's `timeoutMs` (from the
   * queue for a connection to the answer's last byte), else ExchangeTimeout;
   * a network fault rejects with undici's error. `path` (with its query) is
   * under the base URL's own path.
   */
  exchange(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Exchange>;
  /** Lets requests in flight finish, then ends every connection. */
  close(): Promise<void>;
  /** Ends every connection now, requests in flight included. */
  destroy(): Promise<void>;
}

/** The origin did not answer within the pool's timeout. */
export class ExchangeTimeout extends Error {
  override name = 'TimeoutError';
}

/** Undici's own timeouts, each at the pool's `timeoutMs`: backstops of the exchange's deadline, which starts first. */
const UNDICI_TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function isTimeout(error: unknown): boolean {
  return error instanceof ExchangeTimeout || UNDICI_TIMEOUTS.has((error as { code?: string } | undefined)?.code ?? '');
}

/** Faults that ended a connection the origin had already sent on (endedUsedConnection). */
const endsOfUsedConnections = new WeakSet<Error>();

/**
 * Whether `error` ended, before this request's answer came, a connection the
 * origin had already sent on: it almost surely closed that idle connection
 * just as the request was written, so the request never reached it. (Bytes of
 * this very answer's head count too: rare, and then a repeat may reach the
 * origin twice, so repeat only calls safe to repeat.) undici reports the
 * origin's FIN as UND_ERR_SOCKET ("other side closed") and its RST as
 * ECONNRESET, and retries by itself only requests not yet written.
 */
export function endedUsedConnection(error: unknown): boolean {
  return error instanceof Error && endsOfUsedConnections.has(error);
}

export function createOriginPool(baseUrl: string, timeoutMs: number): OriginPool {
  const base = baseUrl.replace(/\/+$/, '');
  const connectTcpOrTls = buildConnector({ timeout: timeoutMs });
  // A connection's faults are marked once it has read bytes from the origin (on TLS, plaintext bytes).
  // Its listener runs before undici's request sees the fault.
  const connect: buildConnector.connector = (options, callback) =>
    connectTcpOrTls(options, (...args) => {
      const socket = args[1];
      socket?.on('error', (error: Error & { code?: string }) => {
        if ((error.code === 'UND_ERR_SOCKET' || error.code === 'ECONNRESET') && socket.bytesRead > 0) endsOfUsedConnections.add(error);
      });
      callback(...args);
    });
  const pool = new Pool(new URL(base).origin, {
    connections: CONNECTIONS_PER_ORIGIN,
    pipelining: 1,
    keepAliveTimeout: IDLE_CONNECTION_MS,
    keepAliveMaxTimeout: IDLE_CONNECTION_MS,
    keepAliveTimeoutThreshold: SERVER_HINT_MARGIN_MS,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect,
  });

  function exchange(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Exchange> {
    // The path resolved as a URL resolves it (dot segments, escapes), under the base's own path.
    const url = new URL(base + path);
    return new Promise((resolve, reject) => {
      const deadline = new Deadline();
      // Our own timer: undici's start later (headers once sent), and its abort takes hold only once the request is written.
      const timer = setTimeout(() => {
        const fault = new ExchangeTimeout();
        deadline.expire(fault);
        reject(fault);
      }, timeoutMs);
      const settle = (answer: Exchange | undefined, error?: unknown) => {
        clearTimeout(timer);
        if (answer) resolve(answer);
        else reject(error);
      };
      pool.request({ method, path: url.pathname + url.search, headers, body, signal: deadline }).then(
        ({ statusCode, headers: answerHeaders, body: answerBody }) =>
          answerBody.text().then(
            (text) => settle({ status: statusCode, headers: answerHeaders, text }),
            (error: unknown) => {
              // An answer cut short: the request had reached the origin.
              if (error instanceof Error) endsOfUsedConnections.delete(error);
              settle(undefined, error);
            },
          ),
        (error: unknown) => settle(undefined, error),
      );
    });
  }

  return { exchange, close: () => pool.close(), destroy: () => pool.destroy() };
}

/**
 * A request's deadline as the `signal` undici takes: an EventEmitter rather
 * than an AbortController, which undici takes too but costs some microseconds
 * more a call.
 */
class Deadline extends EventEmitter {
  aborted = false;
  reason: Error | undefined;

  expire(reason: Error): void {
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}
