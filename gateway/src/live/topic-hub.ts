import type { Clock } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { DEFAULT_BACKOFF, pollDelay, type BackoffPolicy } from './backoff.js';
import { everyNodePolls, type PollerLease } from './poller-lease.js';
import { Room } from './room.js';
import type { AnyTopic, Emission, Member, TopicContext } from './topic.js';

export interface TopicHubOptions {
  topics: AnyTopic[];
  clock: Clock;
  upstream: UpstreamClient;
  /** pushes one event to a room, on every node (the adapter's job) */
  emit(room: string, emission: Emission): void;
  /** a subscriber's token stopped working while polling: that socket leaves the room */
  onEvicted?(socketId: string, room: string): void;
  backoff?: BackoffPolicy;
  lease?: PollerLease;
}

export interface TopicMatch {
  topic: AnyTopic;
  params: unknown;
}

/**
 * The generic core of /live: rooms that exist while they have subscribers on
 * this node, one value and at most one poller per room (never one per socket),
 * backoff while the upstream fails, and the write-through entry points.
 * Upstream load grows with rooms, not with sockets.
 */
export class TopicHub {
  private readonly rooms = new Map<string, Room>();
  private readonly busy = new Set<Promise<unknown>>();
  private readonly backoff: BackoffPolicy;
  private readonly lease: PollerLease;

  constructor(private readonly options: TopicHubOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.lease = options.lease ?? everyNodePolls;
  }

  find(name: string): TopicMatch | null {
    for (const topic of this.options.topics) {
      const params = topic.match(name);
      if (params !== null) return { topic, params };
    }
    return null;
  }

  room(name: string): Room | undefined {
    return this.rooms.get(name);
  }

  /** Adds a socket to a room, creating the room on its first subscriber. */
  attach(match: TopicMatch, member: Member | null, socketId: string, token: string | undefined): Room {
    const name = match.topic.room(match.params, member);
    let room = this.rooms.get(name);
    if (!room) {
      room = new Room(name, match.topic, match.params, member);
      this.rooms.set(name, room);
    }
    room.subscribers.set(socketId, token);
    return room;
  }

  /** Removes a socket; the last one out stops the room's poller and drops its value. */
  detach(roomName: string, socketId: string): void {
    const room = this.rooms.get(roomName);
    if (!room || !room.subscribers.delete(socketId) || room.subscribers.size > 0) return;
    room.closed = true;
    if (room.timer) this.options.clock.clearTimeout(room.timer);
    room.timer = undefined;
    this.rooms.delete(roomName);
  }

  /**
   * The value for a new subscriber's snapshot: the room's own when younger than
   * one poll period (a push follows any change), else a fresh read shared with
   * any read already in flight. Starts the room's poller.
   */
  async current(room: Room): Promise<unknown> {
    const poll = room.topic.poll;
    const fresh = poll && room.hasValue && this.options.clock.now() - room.valueAt < poll.intervalMs;
    if (!fresh) {
      if (room.inflight) await room.inflight;
      if (!room.hasValue || !poll || this.options.clock.now() - room.valueAt >= poll.intervalMs) await this.load(room);
    }
    if (poll && !room.timer && !room.closed) this.schedule(room, poll.intervalMs);
    return room.value;
  }

  /** After a socket's session was recovered: poll at once to rebuild the value it lost. */
  resume(room: Room): void {
    if (room.topic.poll && !room.timer && !room.hasValue) this.schedule(room, 0);
  }

  /** Write-through: reads the room's value now (with the given token) and pushes what changed. */
  async refresh(roomName: string, token?: string): Promise<void> {
    const room = this.rooms.get(roomName);
    if (!room) return;
    await this.track(this.load(room, token));
  }

  /** Sets a room's value from an answer already in hand (the agent's credit) and pushes the change. */
  set(topic: AnyTopic, roomName: string, value: unknown): void {
    const room = this.rooms.get(roomName);
    const prev = room?.hasValue ? room.value : undefined;
    // Without a room here, subscribers may still sit on other nodes: diff from nothing.
    for (const emission of topic.poll?.diff(prev, value) ?? []) this.options.emit(roomName, emission);
    if (room) this.keep(room, value);
  }

  /**
   * Folds an item pushed live (an agent broadcast) into the values of this
   * node's rooms, so the next poll does not push it a second time.
   */
  fold(topicName: string, select: (room: Room) => boolean, update: (prev: unknown) => unknown): void {
    for (const room of this.rooms.values()) {
      if (room.topic.name === topicName && room.hasValue && select(room)) room.value = update(room.value);
    }
  }

  roomNames(topicName: string): string[] {
    return [...this.rooms.values()].filter((r) => r.topic.name === topicName).map((r) => r.name);
  }

  /** Sockets per topic on this node (a socket in two rooms of a topic counts twice). */
  socketsPerTopic(): Record<string, { sockets: number }> {
    const out: Record<string, { sockets: number }> = {};
    for (const topic of this.options.topics) out[topic.name] = { sockets: 0 };
    for (const room of this.rooms.values()) {
      const entry = (out[room.topic.name] ??= { sockets: 0 });
      entry.sockets += room.subscribers.size;
    }
    return out;
  }

  /** Resolves when no poll or read is running (tests step a FakeClock with it). */
  async whenIdle(): Promise<void> {
    while (this.busy.size > 0) await Promise.allSettled([...this.busy]);
  }

  close(): void {
    for (const room of this.rooms.values()) {
      room.closed = true;
      if (room.timer) this.options.clock.clearTimeout(room.timer);
    }
    this.rooms.clear();
  }

  // Reads are chained per room, so two reads never diff against the same old value.
  private load(room: Room, token?: string): Promise<unknown> {
    const previous = room.inflight ?? Promise.resolve();
    const run = async () => {
      await previous.catch(() => undefined);
      const value = await room.topic.fetch(this.context(room, token ?? room.anyToken()));
      if (room.closed) return value;
      if (room.hasValue) for (const emission of room.topic.poll?.diff(room.value, value) ?? []) this.options.emit(room.name, emission);
      this.keep(room, value);
      return value;
    };
    const promise: Promise<unknown> = run().finally(() => {
      if (room.inflight === promise) room.inflight = undefined;
    });
    room.inflight = promise;
    return this.track(promise);
  }

  private keep(room: Room, value: unknown): void {
    room.value = value;
    room.hasValue = true;
    room.valueAt = this.options.clock.now();
  }

  private schedule(room: Room, delayMs: number): void {
    if (room.closed || !room.topic.poll) return;
    if (room.timer) this.options.clock.clearTimeout(room.timer);
    room.timer = this.options.clock.setTimeout(() => {
      room.timer = undefined;
      void this.track(this.tick(room));
    }, delayMs);
  }

  private async tick(room: Room): Promise<void> {
    const poll = room.topic.poll;
    if (room.closed || !poll) return;
    const token = room.anyToken();
    try {
      if (await this.lease.holds(room.name)) await this.load(room, token);
      room.failures = 0;
    } catch (error) {
      if (room.topic.memberOnly && error instanceof AppError && error.code === ErrorCode.UNAUTHORIZED) {
        // The token was revoked (logout): its sockets leave; the rest keep the room going.
        this.evict(room, token);
      } else {
        room.failures += 1;
      }
    }
    this.schedule(room, pollDelay(poll.intervalMs, room.failures, this.backoff));
  }

  private evict(room: Room, token: string | undefined): void {
    for (const [socketId, held] of [...room.subscribers]) {
      if (held !== token) continue;
      this.detach(room.name, socketId);
      this.options.onEvicted?.(socketId, room.name);
    }
  }

  private context(room: Room, token: string | undefined): TopicContext<unknown> {
    const upstream = this.options.upstream;
    return {
      params: room.params,
      member: room.member,
      call: <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
        upstream.data<T>({ method, path, body, bearer: room.topic.memberOnly ? token : undefined, countAs: room.topic.name }),
    };
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.busy.add(promise);
    const untrack = () => this.busy.delete(promise);
    promise.then(untrack, untrack);
    return promise;
  }
}
