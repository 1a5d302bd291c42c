import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import type { LiveServer } from './live-types.js';
import type { PollerLease } from './poller-lease.js';
import { RedisPollerLease } from './redis-poller-lease.js';

export interface RedisLink {
  /** one poller per room across the nodes sharing this Redis */
  lease: PollerLease;
  close(): Promise<void>;
}

/**
 * Across gateway nodes: the Redis Streams adapter, which (unlike the pub/sub
 * adapter) keeps connection state recovery, and the pollers' lease on the same
 * connection (its commands are short; the adapter blocks only on clients of its own).
 */
export async function useRedisAdapter(io: LiveServer, redisUrl: string): Promise<RedisLink> {
  const client = createClient({ url: redisUrl });
  client.on('error', (error: unknown) => console.error('[gateway] redis', error));
  await client.connect();
  io.adapter(createAdapter(client));
  return {
    lease: new RedisPollerLease(client, randomUUID()),
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
