import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import type { LiveServer } from './live-types.js';

/**
 * Across gateway nodes: the Redis Streams adapter, which (unlike the pub/sub
 * adapter) keeps connection state recovery. Pollers stay per node.
 */
export async function useRedisAdapter(io: LiveServer, redisUrl: string): Promise<() => Promise<void>> {
  const client = createClient({ url: redisUrl });
  client.on('error', (error: unknown) => console.error('[gateway] redis', error));
  await client.connect();
  io.adapter(createAdapter(client));
  return async () => {
    await client.quit().catch(() => undefined);
  };
}
