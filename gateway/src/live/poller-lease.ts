/**
 * Whether this node polls a room now. With one node every room is its own;
 * across nodes (REDIS_URL) a lease in Redis lets one node poll a room while the
 * adapter carries its pushes to the sockets on every node (redis-poller-lease.ts).
 */
export interface PollerLease {
  /**
   * Takes or renews the room's lease for `ttlMs`; false while another node holds
   * it. Called before each poll, so a node that stops renewing loses it.
   */
  holds(room: string, ttlMs: number): boolean | Promise<boolean>;
  /** Gives the lease up at once (the room's last subscriber here left). */
  release?(room: string): void | Promise<void>;
}

/** One node, or every node polls for itself. */
export const everyNodePolls: PollerLease = { holds: () => true };
