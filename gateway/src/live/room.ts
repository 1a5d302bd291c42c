import type { TimerHandle } from '@shared/clock.js';
import type { AnyTopic, Member } from './topic.js';

/**
 * One room on this node: the sockets in it, the value they last saw, and its
 * poller's state. A room exists exactly while it has subscribers here.
 */
export class Room {
  /** socket id → the token it subscribed with (member topics poll with one of them) */
  readonly subscribers = new Map<string, string | undefined>();
  value: unknown;
  hasValue = false;
  valueAt = Number.NEGATIVE_INFINITY;
  inflight: Promise<unknown> | undefined;
  timer: TimerHandle | undefined;
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
