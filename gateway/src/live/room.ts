import type { TimerHandle } from '#shared/clock.js';
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

  /** the token the last poll used */
  private polledWith: string | undefined;

  /** A current subscriber's token, for a member topic's upstream calls. */
  anyToken(): string | undefined {
    for (const token of this.subscribers.values()) if (token) return token;
    return undefined;
  }

  /**
   * The subscribers' tokens in turn, one per poll: each poll also checks that
   * its token still works (a refusal evicts its sockets), so a token revoked
   * behind the gateway's back is found within a few polls at no extra call.
   */
  nextToken(): string | undefined {
    const tokens = [...new Set(this.subscribers.values())].filter((token): token is string => Boolean(token));
    if (tokens.length === 0) return undefined;
    const at = this.polledWith === undefined ? -1 : tokens.indexOf(this.polledWith);
    this.polledWith = tokens[(at + 1) % tokens.length];
    return this.polledWith;
  }
}
