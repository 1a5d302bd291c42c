import type { TimerHandle } from '@shared/clock.js';
import type { AnyTopic, Member } from './topic.js';

/**
 * One room on this node: the sockets in it, the value they last saw, and its
 * poller's state. A room exists exactly while it has subscribers here.
 */
export class Room {
  /** socket id → the token it subscribed with (member topics poll with one of them) */
  readonly subscribers = new Map<string, string | undefined>();
  /** the latest value read (or folded in by write-through) */
  value: unknown;
  hasValue = false;
  valueAt = Number.NEGATIVE_INFINITY;
  /**
   * What the room's sockets were last told (snapshots answer with it), so the
   * next push continues it exactly; behind `value` only while a push waits for
   * its window (`pushEveryMs`).
   */
  pushed: unknown;
  /** when the last push that carried events went out */
  pushedAt = Number.NEGATIVE_INFINITY;
  pushTimer: TimerHandle | undefined;
  /** whether this node polls the room and pushes its diffs (the lease; always with one node) */
  leading = false;
  leaseKnown = false;
  inflight: Promise<unknown> | undefined;
  timer: TimerHandle | undefined;
  /** when `timer` fires */
  dueAt = Number.POSITIVE_INFINITY;
  /** consecutive failed polls; sets the backoff */
  failures = 0;
  closed = false;

  constructor(
    readonly name: string,
    readonly topic: AnyTopic,
    readonly params: unknown,
    readonly member: Member | null,
  ) {}

  /** A current subscriber's token, for a member topic's upstream calls. */
  anyToken(): string | undefined {
    for (const token of this.subscribers.values()) if (token) return token;
    return undefined;
  }
}
