import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient, type RedisClientType } from 'redis';
import { processLogger } from '#server-kit/observability/logger.js';
import type { LiveServer } from './live-types.js';
import type { PollerLease } from './poller-lease.js';
import { RedisPollerLease } from './redis-poller-lease.js';

export interface RedisLink {
  /** one poller per room across the nodes sharing this Redis */
  lease: PollerLease;
  /** whether Redis answers now; while it does not, this node serves on its own (readyz says degraded) */
  ready(): boolean;
  close(): Promise<void>;
}

const log = processLogger('gateway');

/** Reconnect every ~2 s at most, for ever: an outage of any length ends with the node back in the cluster. */
export function reconnectDelay(retries: number): number {
  return Math.min(2 ** retries * 50, 2_000) + Math.floor(Math.random() * 200);
}

/** Commands the adapter sends without awaiting them (a server-side emit, a session kept for recovery). */
const FIRE_AND_FORGET = new Set(['publish', 'sPublish', 'set']);

/**
 * The client as the adapter sees it. Two things in the adapter would take the
 * node down or stall it while Redis is away (decision 0026):
 * - it sends PUBLISH (every `serverSideEmit`) and SET (a session kept for
 *   recovery) without awaiting them, so their rejection was unhandled and
 *   ended the process; here each gets a handler (the caller still sees it);
 * - it awaits its XADD before delivering a broadcast to this node's own
 *   sockets, so the publishing client refuses at once while offline
 *   (`disableOfflineQueue`) instead of queueing for the 5 s command timeout.
 * The clients it duplicates for its blocking XREAD loop and its subscriptions
 * keep the offline queue: refused at once, the read loop would spin.
 */
function forTheAdapter(client: RedisClientType): RedisClientType {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'duplicate') {
        return () => {
          const copy = target.duplicate({ disableOfflineQueue: false });
          copy.on('error', () => undefined);
          return copy;
        };
      }
      // Getters too run on the client itself (its fields are private).
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function' || property === 'constructor') return value;
      // The client's own fields are private (#): its methods must run on it, not on the proxy.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof property !== 'string' || !FIRE_AND_FORGET.has(property)) return method;
      return (...args: unknown[]) => {
        const sent = method(...args);
        if (sent instanceof Promise) sent.catch(() => undefined);
        return sent;
      };
    },
  });
}

/**
 * Across gateway nodes: the Redis Streams adapter, which (unlike the pub/sub
 * adapter) keeps connection state recovery, and the pollers' lease on the same
 * connection (its commands are short; the adapter blocks only on clients of its own).
 * The node starts and keeps serving without Redis: the client reconnects for
 * ever, the lease lets this node poll for itself meanwhile, and cross-node
 * pushes resume when Redis answers again.
 */
export async function useRedisAdapter(io: LiveServer, redisUrl: string): Promise<RedisLink> {
  const client: RedisClientType = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: reconnectDelay, connectTimeout: 2_000 },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    // One line per outage, not one per reconnect attempt.
    if (!down) log.error({ err: error }, 'redis: not answering; serving on this node alone until it returns');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.warn('redis: back; cross-node pushes and the pollers’ lease resume');
    down = false;
  });
  // Not awaited past a first try: a node whose Redis is down at boot starts anyway.
  await Promise.race([client.connect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  io.adapter(createAdapter(forTheAdapter(client)));
  return {
    lease: new RedisPollerLease(client, randomUUID()),
    ready: () => client.isReady,
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}
