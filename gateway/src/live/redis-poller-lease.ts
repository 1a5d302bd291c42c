import type { PollerLease } from './poller-lease.js';
import { processLogger } from '#server-kit/observability/logger.js';

/** The part of a Redis client the lease uses (node-redis `eval`). */
export interface LeaseRedis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

// Takes the lease when free or renews it when this node holds it, in one atomic step.
const TAKE_OR_RENEW = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * One poller per room across gateway nodes: before each poll a node takes or
 * renews the room's key (`SET … PX`) and polls only while it holds it; the
 * adapter carries its pushes to every node's sockets. A node whose last
 * subscriber leaves releases the key, and one that dies lets it run out, so
 * another node with subscribers takes over within a few polls. If Redis cannot
 * answer, the node polls for itself: duplicate reads beat silent rooms.
 */
export class RedisPollerLease implements PollerLease {
  private warned = false;

  constructor(
    private readonly redis: LeaseRedis,
    private readonly nodeId: string,
    private readonly prefix = 'live:lease:',
  ) {}

  async holds(room: string, ttlMs: number): Promise<boolean> {
    try {
      const taken = await this.redis.eval(TAKE_OR_RENEW, { keys: [this.prefix + room], arguments: [this.nodeId, String(Math.ceil(ttlMs))] });
      this.warned = false;
      return Number(taken) === 1;
    } catch (error) {
      if (!this.warned) processLogger('gateway').error({ err: error }, 'poller lease: Redis did not answer, polling on this node');
      this.warned = true;
      return true;
    }
  }

  async release(room: string): Promise<void> {
    await this.redis.eval(RELEASE, { keys: [this.prefix + room], arguments: [this.nodeId] }).catch(() => undefined);
  }
}
