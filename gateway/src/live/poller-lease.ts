/**
 * Whether this node polls a room now. Pollers are per node; a later issue adds
 * a Redis lease so only one node polls a room while the adapter fans its pushes
 * out to all nodes. That lease implements this interface; nothing else changes.
 */
export interface PollerLease {
  holds(room: string): boolean | Promise<boolean>;
}

/** One node, or every node polls for itself. */
export const everyNodePolls: PollerLease = { holds: () => true };
