import type { Clock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { DEFAULT_BACKOFF, pollDelay, type BackoffPolicy } from './backoff.js';
import { everyNodePolls, type PollerLease } from './poller-lease.js';
import { ReadCache } from './read-cache.js';
import { Room } from './room.js';
import type { AnyTopic, Emission, Member, TopicContext } from './topic.js';

export interface TopicHubOptions {
  topics: AnyTopic[];
  clock: Clock;
  upstream: UpstreamClient;
  /** our built-in provider, when this gateway runs one (its live tables and matches feed topics) */
  games?: UpstreamClient;
  /** pushes one event to a room, on every node (the adapter's job) */
  emit(room: string, emission: Emission): void;
  /** a subscriber's token stopped working while polling: that socket leaves the room */
  onEvicted?(socketId: string, room: string): void;
  backoff?: BackoffPolicy;
  lease?: PollerLease;
  /** sockets in a room on every node; default: this node's subscribers */
  presence?(room: string): Promise<number>;
  /** a room of this topic opened or closed on this node */
  onRoomsChanged?(topicName: string): void;
  /** reads shared between rooms; default: a cache of this hub's own */
  cache?: ReadCache;
  /** a poller ran (metrics): whether it failed and backs off */
  onPolled?(topicName: string, failed: boolean): void;
}

/** Upstream answers that end a token's member topics (a revoked session answers SESSION_EXPIRED). */
const TOKEN_ENDED = new Set<number>([ErrorCode.UNAUTHORIZED, ErrorCode.SESSION_EXPIRED]);

/** The lease of a room that no longer polls (a kick may still read it once). */
const LEASE_WITHOUT_POLLS_MS = 60_000;

export interface TopicMatch {
  topic: AnyTopic;
  params: unknown;
}

/**
 * The generic core of /live: rooms that exist while they have subscribers on
 * this node, one value and at most one poller per room (never one per socket),
 * backoff while the upstream fails, and the write-through entry points.
 * Upstream load grows with rooms, not with sockets. Across nodes, the room's
 * lease says which node polls it and pushes its diffs; the others only hold a
 * value for their subscribers' snapshots.
 */
export class TopicHub {
  private readonly rooms = new Map<string, Room>();
  private readonly busy = new Set<Promise<unknown>>();
  private readonly backoff: BackoffPolicy;
  private readonly lease: PollerLease;
  private readonly cache: ReadCache;

  constructor(private readonly options: TopicHubOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.lease = options.lease ?? everyNodePolls;
    this.cache = options.cache ?? new ReadCache(options.clock);
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
      this.options.onRoomsChanged?.(match.topic.name);
    }
    room.subscribers.set(socketId, token);
    return room;
  }

  /** Removes a socket; the last one out stops the room's poller and drops its value. */
  detach(roomName: string, socketId: string): void {
    const room = this.rooms.get(roomName);
    if (!room || !room.subscribers.delete(socketId) || room.subscribers.size > 0) return;
    this.shut(room);
    this.rooms.delete(roomName);
    this.options.onRoomsChanged?.(room.topic.name);
  }

  /**
   * The value for a new subscriber's snapshot: the room's own when younger than
   * one poll period (a push follows any change), else a fresh read shared with
   * any read already in flight. Starts the room's poller.
   */
  async current(room: Room): Promise<unknown> {
    const poll = room.topic.poll;
    if (!room.leaseKnown) await this.checkLease(room);
    const stale = () => !room.hasValue || !poll || this.options.clock.now() - room.valueAt >= this.intervalOf(room);
    if (stale()) {
      if (room.inflight) await room.inflight;
      if (stale()) await this.load(room);
    }
    if (poll && !room.timer && !room.closed) this.schedule(room, this.intervalOf(room));
    return room.pushed;
  }

  /** After a socket's session was recovered: poll at once to rebuild the value it lost. */
  resume(room: Room): void {
    if (room.topic.poll && !room.timer && !room.hasValue) this.schedule(room, 0);
  }

  /** Write-through: reads the room's value now (with the given token) and pushes what changed. */
  async refresh(roomName: string, token?: string): Promise<void> {
    const room = this.rooms.get(roomName);
    if (!room) return;
    await this.track(this.load(room, token, 'refresh'));
  }

  /**
   * Write-through of an item in hand (a call's answer, after-call.ts) on the
   * node that leads the room: the topic's `fold` places it in the value held,
   * pushed with the room's next push window; an item it cannot place reads the
   * upstream at that window instead. A read already in flight may predate the
   * item: the item is placed after it. A room holding no value (just
   * recovered) pushes the item's diff from nothing.
   */
  offer(roomName: string, item: unknown): void {
    const room = this.rooms.get(roomName);
    const fold = room?.topic.fold;
    if (!room || !fold) return;
    const place = async () => {
      if (!room.leaseKnown) await this.checkLease(room);
      if (room.closed || !room.leading) return;
      const next: unknown = fold(room.hasValue ? room.value : undefined, item as never);
      if (next === null) return this.pollSoon(room);
      if (!room.hasValue) return this.accept(room, next, 'in-hand');
      if (next === room.value) return;
      room.value = next;
      this.pushSoon(room);
    };
    void this.track((room.inflight ?? Promise.resolve()).catch(() => undefined).then(place));
  }

  /**
   * Write-through with nothing in hand (a bet at a table passed this gateway,
   * a coupon's answer without the wallets): the room reads again at its next
   * push window, so a burst of calls costs one read per window; a topic
   * without a window reads at once.
   */
  readSoon(roomName: string): void {
    const room = this.rooms.get(roomName);
    if (!room?.topic.poll || room.closed || !room.leading) return;
    if (room.topic.poll.pushEveryMs === undefined) return this.kick(roomName);
    this.pollSoon(room);
  }

  /** Polls a room now (an agent entered its result); only the leading node reads the upstream. */
  kick(roomName: string): void {
    const room = this.rooms.get(roomName);
    if (!room?.topic.poll || room.closed) return;
    if (room.timer) this.options.clock.clearTimeout(room.timer);
    room.timer = undefined;
    room.dueAt = Number.POSITIVE_INFINITY;
    void this.track(this.tick(room));
  }

  /**
   * Folds an item pushed live (an agent broadcast) into the values of this
   * node's rooms, so the next poll does not push it a second time.
   */
  fold(topicName: string, select: (room: Room) => boolean, update: (prev: unknown) => unknown): void {
    for (const room of this.rooms.values()) {
      if (room.topic.name === topicName && room.hasValue && select(room)) {
        room.value = update(room.value);
        room.pushed = update(room.pushed);
      }
    }
  }

  /** Whether this node holds a room of a member topic (a write named by a username may land in it). */
  hasMemberRooms(): boolean {
    for (const room of this.rooms.values()) if (room.topic.memberOnly) return true;
    return false;
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

  /** Rooms per topic on this node, and how many of them back off after failed polls (metrics). */
  roomsPerTopic(): Record<string, { rooms: number; backingOff: number }> {
    const out: Record<string, { rooms: number; backingOff: number }> = {};
    for (const topic of this.options.topics) out[topic.name] = { rooms: 0, backingOff: 0 };
    for (const room of this.rooms.values()) {
      const entry = (out[room.topic.name] ??= { rooms: 0, backingOff: 0 });
      entry.rooms += 1;
      if (room.failures > 0) entry.backingOff += 1;
    }
    return out;
  }

  get idle(): boolean {
    return this.busy.size === 0;
  }

  /** Resolves when no poll or read is running (tests step a FakeClock with it). */
  async whenIdle(): Promise<void> {
    while (this.busy.size > 0) await Promise.allSettled([...this.busy]);
  }

  close(): void {
    for (const room of this.rooms.values()) this.shut(room);
    this.rooms.clear();
  }

  private shut(room: Room): void {
    room.closed = true;
    const clock = this.options.clock;
    if (room.timer) clock.clearTimeout(room.timer);
    if (room.pushTimer) clock.clearTimeout(room.pushTimer);
    room.timer = room.pushTimer = undefined;
    // Another node with subscribers takes the room over at its next poll, not after the lease runs out.
    if (room.leading) void Promise.resolve(this.lease.release?.(room.name)).catch(() => undefined);
  }

  // Reads are chained per room, so two reads never diff against the same old value.
  private load(room: Room, token?: string, mode: 'poll' | 'refresh' = 'poll'): Promise<unknown> {
    const previous = room.inflight ?? Promise.resolve();
    const run = async () => {
      await previous.catch(() => undefined);
      const value = await room.topic.fetch(this.context(room, token ?? room.anyToken()));
      if (!room.closed) this.accept(room, value, mode);
      return value;
    };
    const promise: Promise<unknown> = run().finally(() => {
      if (room.inflight === promise) room.inflight = undefined;
    });
    room.inflight = promise;
    return this.track(promise);
  }

  /**
   * A new value for the room. The leading node pushes its diff from what the
   * room was last told (within the push window). Another node only holds it,
   * unless the change passed through here (write-through): then it pushes the
   * diff from nothing, since it cannot know what the leader already pushed.
   * A first value is what new subscribers are told, and pushes nothing, unless
   * it came in hand (`offer`): the room's sockets then hold older snapshots.
   */
  private accept(room: Room, value: unknown, mode: 'poll' | 'refresh' | 'hold' | 'in-hand'): void {
    const first = !room.hasValue;
    room.value = value;
    room.hasValue = true;
    room.valueAt = this.options.clock.now();
    if (first && mode !== 'in-hand') {
      room.pushed = value;
    } else if (room.leading && mode !== 'hold') {
      this.pushSoon(room);
    } else {
      if (mode === 'refresh') for (const emission of room.topic.poll?.diff(undefined, value) ?? []) this.options.emit(room.name, emission);
      room.pushed = value;
    }
  }

  private pushSoon(room: Room): void {
    if (room.pushTimer) return;
    const wait = room.pushedAt + (room.topic.poll?.pushEveryMs ?? 0) - this.options.clock.now();
    if (wait <= 0) return this.push(room);
    room.pushTimer = this.options.clock.setTimeout(() => {
      room.pushTimer = undefined;
      if (!room.closed) this.push(room);
    }, wait);
  }

  private push(room: Room): void {
    const emissions = room.topic.poll?.diff(room.pushed, room.value) ?? [];
    room.pushed = room.value;
    if (emissions.length === 0) return;
    room.pushedAt = this.options.clock.now();
    for (const emission of emissions) this.options.emit(room.name, emission);
  }

  /** Brings the next poll forward to the next push window (never later than it was due). */
  private pollSoon(room: Room): void {
    const now = this.options.clock.now();
    const at = Math.max(now, room.pushedAt + (room.topic.poll?.pushEveryMs ?? 0));
    if (at < room.dueAt) this.schedule(room, at - now);
  }

  private intervalOf(room: Room): number {
    const interval = room.topic.poll?.intervalMs ?? 0;
    return typeof interval === 'number' ? interval : interval(room.hasValue ? room.value : undefined, this.options.clock.now());
  }

  private async checkLease(room: Room): Promise<void> {
    // Held a few polls long, so one slow poll does not hand the room to another node.
    const interval = this.intervalOf(room);
    room.leading = await this.lease.holds(room.name, Number.isFinite(interval) ? 3 * interval + 1_000 : LEASE_WITHOUT_POLLS_MS);
    room.leaseKnown = true;
  }

  private schedule(room: Room, delayMs: number): void {
    if (room.closed || !room.topic.poll) return;
    const clock = this.options.clock;
    if (room.timer) clock.clearTimeout(room.timer);
    room.timer = undefined;
    room.dueAt = Number.POSITIVE_INFINITY;
    // An infinite interval: the value is final (a settled deposit), nothing more to read.
    if (!Number.isFinite(delayMs)) return;
    room.dueAt = clock.now() + delayMs;
    room.timer = clock.setTimeout(() => {
      room.timer = undefined;
      room.dueAt = Number.POSITIVE_INFINITY;
      void this.track(this.tick(room));
    }, delayMs);
  }

  private async tick(room: Room): Promise<void> {
    const poll = room.topic.poll;
    if (room.closed || !poll) return;
    const token = room.topic.memberOnly ? room.nextToken() : undefined;
    try {
      await this.checkLease(room);
      if (room.leading) await this.load(room, token);
      room.failures = 0;
    } catch (error) {
      if (room.topic.memberOnly && error instanceof AppError && TOKEN_ENDED.has(error.code)) {
        // The token was revoked (logout: SESSION_EXPIRED) or is unknown: its sockets leave; the rest keep the room going.
        this.evict(room, token);
      } else {
        room.failures += 1;
      }
    }
    this.options.onPolled?.(room.topic.name, room.failures > 0);
    const delay = pollDelay(this.intervalOf(room), room.failures, this.backoff);
    // A poll asked for meanwhile (write-through found a gap, an agent's kick) keeps its earlier time.
    if (!room.timer || room.dueAt > this.options.clock.now() + delay) this.schedule(room, delay);
  }

  /**
   * Sessions ended (a logout, a password change): the sockets of member rooms
   * whose token matches leave them now; the room goes on for any others.
   */
  evictWhere(ended: (room: Room, token: string | undefined) => boolean): void {
    for (const room of [...this.rooms.values()]) {
      if (!room.topic.memberOnly) continue;
      for (const [socketId, held] of [...room.subscribers]) {
        if (!ended(room, held)) continue;
        this.detach(room.name, socketId);
        this.options.onEvicted?.(socketId, room.name);
      }
    }
  }

  private evict(room: Room, token: string | undefined): void {
    for (const [socketId, held] of [...room.subscribers]) {
      if (held !== token) continue;
      this.detach(room.name, socketId);
      this.options.onEvicted?.(socketId, room.name);
    }
  }

  private context(room: Room, token: string | undefined): TopicContext<unknown> {
    const { upstream, games, clock, presence } = this.options;
    return {
      params: room.params,
      member: room.member,
      call: <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
        upstream.data<T>({ method, path, body, bearer: room.topic.memberOnly ? token : undefined, countAs: room.topic.name }),
      callGames: <T>(path: string, body?: unknown) => {
        if (!games) return Promise.reject(new AppError(ErrorCode.TOPIC_UNKNOWN));
        return games.data<T>({ method: 'POST', path, body: body ?? {}, countAs: room.topic.name });
      },
      held: () => (room.hasValue ? room.value : undefined),
      cache: this.cache,
      presence: () => (presence ? presence(room.name) : Promise.resolve(room.subscribers.size)),
      now: () => clock.now(),
    };
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.busy.add(promise);
    const untrack = () => this.busy.delete(promise);
    promise.then(untrack, untrack);
    return promise;
  }
}
