import type { Clock } from '#shared/clock.js';
import type { AgentEvent, Notification } from '#shared/api/agent.js';
import type { RoundSettlementResponse } from '#shared/api/lotto/operator.js';
import type { WalletsResponse } from '#shared/api/member.js';
import type { PollStats } from '#shared/api/poll.js';
import type { CallId } from '#shared/api/registry.js';
import { tableTopic, Topic } from '#shared/live/events.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { reactionsByCall, writesOf, type AfterCall, type PassedCall, type TopicWrite } from './after-call.js';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.js';
import type { CallMeter } from './call-meter.js';
import { attachLiveNamespace } from './live-namespace.js';
import type { LiveNamespace, LiveServer, SessionsEnded } from './live-types.js';
import { MemberIdentity, tokenKey } from './member-identity.js';
import type { PollerLease } from './poller-lease.js';
import { SettlementFeed } from './settlement-feed.js';
import type { Member } from './topic.js';
import { TopicHub } from './topic-hub.js';
import { ANNOUNCEMENTS_ROOM, announcementsTopic, withAnnouncement } from './topics/announcements.js';
import { ALL_TOPICS, TOPICS } from './topics/index.js';
import { LOTTO_RESULTS_ROOM } from './topics/lotto-results.js';
import { ALL_MEMBERS_NOTIFICATIONS_ROOM, notificationsRoom, notificationsTopic, withNotification } from './topics/notifications.js';
import { paymentRoom, paymentRoomMember } from './topics/payment.js';
import { pollQuotaRoom, pollRoom } from './topics/poll.js';
import { walletsRoom, walletsTopic } from './topics/wallets.js';
import { withdrawalsRoom } from './topics/withdrawals.js';
import { yeekeeRoundRoom } from './topics/yeekee-round.js';
import { askOtherNodes } from './nodes-emit.js';

/** Calls whose success revokes sessions upstream: the token itself (logout), or the member's other tokens. */
const SESSION_ENDING: ReadonlySet<CallId> = new Set<CallId>(['auth.logout', 'auth.changePassword']);

/** Wallets reads at once when a settlement names many members here. */
const REFRESH_BATCH = 8;
const PRESENCE_TIMEOUT_MS = 1_000;
const WALLETS_ROOM_PREFIX = walletsRoom('');

export interface LiveOptions {
  io: LiveServer;
  clock: Clock;
  upstream: UpstreamClient;
  /** our built-in provider, when this gateway runs one */
  games?: UpstreamClient;
  meter: CallMeter;
  backoff?: BackoffPolicy;
  lease?: PollerLease;
  identityTtlMs?: number;
  /** the settlements feed is an operator call: without the key it stays off */
  agentApiKey?: string;
  /** nodes share the Redis adapter: write-through, presence and kicks cross between them */
  clustered?: boolean;
  /** counting hooks for the metrics */
  observer?: LiveObserver;
}

/** What /metrics counts as it happens (the gauges read `stats()` and the hub at scrape time). */
export interface LiveObserver {
  /** one event pushed to one room */
  delivered(event: string): void;
  /** a topic's poller (or the settlements feed) ran */
  polled(topic: string, failed: boolean): void;
}

/**
 * /live as the rest of the gateway sees it: the namespace and its topic hub,
 * plus the pushes that come from outside the pollers (write-through after a
 * money-moving call or a shot, agent credits, broadcasts and results) and the
 * settlements feed that pushes winners' wallets.
 */
export class Live {
  readonly hub: TopicHub;
  private readonly reactions: ReadonlyMap<CallId, readonly AfterCall[]> = reactionsByCall(ALL_TOPICS);
  readonly identity: MemberIdentity;
  readonly namespace: LiveNamespace;
  readonly settlements: SettlementFeed;

  constructor(private readonly options: LiveOptions) {
    this.identity = new MemberIdentity({ upstream: options.upstream, clock: options.clock, ttlMs: options.identityTtlMs });
    this.settlements = new SettlementFeed({
      upstream: options.upstream,
      clock: options.clock,
      agentApiKey: options.agentApiKey,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      // One node reads the feed (the lease); the members it names may sit on any node.
      lease: options.lease,
      onSettled: async (usernames) => {
        if (options.clustered) this.namespace.serverSideEmit('wallets', usernames);
        await this.refreshWallets(usernames);
      },
      onPolled: (failed) => options.observer?.polled('settlements', failed),
    });
    this.hub = new TopicHub({
      topics: TOPICS,
      clock: options.clock,
      upstream: options.upstream,
      games: options.games,
      backoff: options.backoff,
      lease: options.lease,
      presence: (room) => this.presence(room),
      onPolled: (topic, failed) => options.observer?.polled(topic, failed),
      onRoomsChanged: (topicName) => {
        if (topicName === walletsTopic.name) this.settlements.setActive(this.hub.roomNames(walletsTopic.name).length > 0);
      },
      emit: (room, { event, data }) => {
        // One cast at the seam: Emission pairs each event with its payload type.
        (this.namespace.to(room).emit as (e: string, d: unknown) => void)(event, data);
        options.observer?.delivered(event);
        // Bills of that round were settled with it: every node reads the feed for its winners now.
        if (event === 'lotto:result' || event === 'yeekee:result') this.settled([]);
        // A deposit turned paid (the agent, or the demo confirming itself): the member's balance moved.
        if (event === 'payment:status' && (data as { status?: string }).status === 'paid') {
          const username = paymentRoomMember(room);
          if (username) this.walletsMoved([username]);
        }
        // The member's money moved: a deposit may have earned poll votes (their quota room re-reads, if they have one here).
        if (event === 'wallets' && room.startsWith(WALLETS_ROOM_PREFIX)) this.refreshPollQuotas([room.slice(WALLETS_ROOM_PREFIX.length)]);
      },
      onEvicted: (socketId, room) => {
        const socket = this.namespace.sockets.get(socketId);
        if (!socket) return;
        for (const [topic, sub] of Object.entries(socket.data.subs)) {
          if (sub.own === room) {
            // Only the member's own part ends (a poll's quota); the topic's public part goes on.
            delete sub.own;
            sub.rooms = sub.rooms.filter((r) => r !== room);
            void socket.leave(room);
          }
          if (sub.room !== room) continue;
          delete socket.data.subs[topic];
          for (const r of sub.rooms) void socket.leave(r);
        }
      },
    });
    this.namespace = attachLiveNamespace(options.io, this.hub, this.identity, options.clock);
    if (options.clustered) this.listenToNodes();
  }

  /** Whether an answer of this call writes to some topic or ends sessions (the proxy parses only those). */
  reactsTo(id: CallId): boolean {
    return this.reactions.has(id) || SESSION_ENDING.has(id);
  }

  /**
   * A call passed through this gateway's /api with success: the topics write
   * what its answer says (after-call.ts), here and on every other node, with
   * no upstream read when the answer carries the new state; a logout or a
   * password change ends sessions.
   */
  async afterCall(token: string, passed: Omit<PassedCall, 'member'>): Promise<void> {
    if (SESSION_ENDING.has(passed.id)) await this.sessionEnded(token, passed.id);
    const reactions = this.reactions.get(passed.id);
    if (!reactions) return;
    const writes = writesOf(reactions, { ...passed, member: await this.callerOf(token) });
    if (writes.length === 0) return;
    this.options.meter.record('write-through');
    this.applyWrites(writes);
    if (this.options.clustered) this.namespace.serverSideEmit('writes', writes);
  }

  /**
   * The agent closed a poll early (/agent): the close's answer holds its
   * stats, now closed; they push as a vote's do (folded in by the room's
   * leader, else the leader is kicked to read them). The winners' wallets are
   * not named in the answer: the wallets poll brings their shares.
   */
  pollClosed(stats: PollStats): void {
    this.write({ room: pollRoom(stats.poll_id), item: stats });
  }

  /** Write-through: a bet a table took through this gateway's /games/api; the table's room reads again at its next push window. */
  tableBetPassed(tableCode: string): void {
    this.hub.readSoon(tableTopic(tableCode));
  }

  /**
   * The agent entered a round's result or cancelled it: the topics that show it
   * poll now (on whichever node leads each), and the members it settled get
   * their wallets pushed.
   */
  roundSettled(answer: RoundSettlementResponse): void {
    const rooms = [yeekeeRoundRoom(answer.round.round_id), LOTTO_RESULTS_ROOM, Topic.yeekee];
    for (const room of rooms) this.hub.kick(room);
    if (this.options.clustered) this.namespace.serverSideEmit('kick', rooms);
    this.settled(answer.usernames);
  }

  /**
   * The agent confirmed or rejected a deposit: its room polls now (on whichever
   * node leads it), and the member's wallets refresh on every node.
   */
  paymentDecided(ref: string, username: string): void {
    const room = paymentRoom(ref, username);
    this.hub.kick(room);
    if (this.options.clustered) this.namespace.serverSideEmit('kick', [room]);
    this.walletsMoved([username]);
  }

  /**
   * The agent approved or refunded a withdrawal: the member's withdrawals room
   * polls now (on whichever node leads it), and the wallets refresh everywhere.
   */
  withdrawalDecided(username: string): void {
    const room = withdrawalsRoom(username);
    this.hub.kick(room);
    if (this.options.clustered) this.namespace.serverSideEmit('kick', [room]);
    this.walletsMoved([username]);
  }

  /**
   * A logout or a password change passed through the gateway with success: the
   * token (logout) or the member's other tokens (a password change revokes the
   * others upstream) leave their member topics now, on every node, and are
   * refused by later subscribes (decision 0029).
   */
  private async sessionEnded(token: string, id: CallId): Promise<void> {
    const key = tokenKey(token);
    let end: SessionsEnded;
    if (id === 'auth.changePassword') {
      // The caller's own token still works: who it is costs no call when it subscribed lately.
      const member = this.identity.known(key) ?? (await this.identity.resolve(token).catch(() => null));
      if (!member) return;
      end = { username: member.username, keepTokenKey: key };
    } else {
      end = { tokenKey: key };
    }
    this.endSessionsHere(end);
    if (this.options.clustered) this.namespace.serverSideEmit('revoked', end);
  }

  /** Money or points moved outside /api (a deposit paid, a withdrawal approved or refunded, a claim's points returned): these members' wallets refresh everywhere. */
  walletsMoved(usernames: string[]): void {
    void this.refreshWallets(usernames);
    if (this.options.clustered) this.namespace.serverSideEmit('wallets', usernames);
  }

  /** The agent's credit, or a provider's credit batch, answered with the member's new wallets: push them without asking again. */
  pushWallets(username: string, wallets: WalletsResponse): void {
    this.write({ room: walletsRoom(username), item: wallets });
  }

  /** A notification to one member, or to every member subscribed when username is null. */
  pushNotification(notification: Notification, username: string | null): void {
    const room = username ? notificationsRoom(username) : ALL_MEMBERS_NOTIFICATIONS_ROOM;
    this.namespace.to(room).emit('notification', notification);
    this.options.observer?.delivered('notification');
    this.hub.fold(notificationsTopic.name, (r) => username === null || r.name === room, (prev) => withNotification(prev, notification));
  }

  pushAnnouncement(event: AgentEvent): void {
    this.namespace.to(ANNOUNCEMENTS_ROOM).emit('announcement', event);
    this.options.observer?.delivered('announcement');
    this.hub.fold(announcementsTopic.name, () => true, (prev) => withAnnouncement(prev, event));
  }

  stats() {
    return {
      sockets: this.namespace.sockets.size,
      topics: this.hub.socketsPerTopic(),
      upstream_calls_per_minute: this.options.meter.perMinute(),
    };
  }

  /** Resolves when no poll, read or feed read is running (tests step a FakeClock with it). */
  async whenIdle(): Promise<void> {
    do {
      await this.hub.whenIdle();
      await this.settlements.whenIdle();
    } while (!this.hub.idle || !this.settlements.idle);
  }

  close(): void {
    this.settlements.close();
    this.hub.close();
  }

  /** One write in hand, here and on every other node (the room's leader places it). */
  private write(write: TopicWrite): void {
    this.applyWrites([write]);
    if (this.options.clustered) this.namespace.serverSideEmit('writes', [write]);
  }

  private applyWrites(writes: readonly TopicWrite[]): void {
    for (const write of writes) {
      if ('item' in write) this.hub.offer(write.room, write.item);
      else this.hub.readSoon(write.room);
    }
  }

  /**
   * Who the token is: known here when one of its sockets subscribed lately
   * (no call); else asked once (cached) only when some node may hold a room
   * of theirs, since a member topic's room is named by the username.
   */
  private async callerOf(token: string): Promise<Member | null> {
    const known = this.identity.known(tokenKey(token));
    if (known) return known;
    if (!this.options.clustered && !this.hub.hasMemberRooms()) return null;
    return this.identity.resolve(token).catch(() => null);
  }

  private endSessionsHere(end: SessionsEnded): void {
    this.identity.revoke(end);
    this.hub.evictWhere((room, token) => {
      if (!token) return false;
      if (end.tokenKey) return tokenKey(token) === end.tokenKey;
      return room.member?.username === end.username && tokenKey(token) !== end.keepTokenKey;
    });
  }

  /** On every node: the feed says who (when the upstream has it), else the names given. */
  private settled(usernames: string[]): void {
    this.settledHere(usernames);
    if (this.options.clustered) this.namespace.serverSideEmit('settled', usernames);
  }

  private settledHere(usernames: string[]): void {
    if (this.settlements.available) this.settlements.kick();
    else void this.refreshWallets(usernames);
  }

  /** The wallets of those settled members who have a room here, a few reads at a time (a draw may settle thousands). */
  private async refreshWallets(usernames: readonly string[]): Promise<void> {
    // A member watching a poll without a wallets room here: their quota re-reads now (with one, its push does it).
    this.refreshPollQuotas(usernames.filter((username) => !this.hub.room(walletsRoom(username))));
    const rooms = usernames.map(walletsRoom).filter((room) => this.hub.room(room));
    for (let i = 0; i < rooms.length; i += REFRESH_BATCH) {
      await Promise.all(rooms.slice(i, i + REFRESH_BATCH).map((room) => this.hub.refresh(room).catch(() => undefined)));
    }
  }

  /** The poll quota rooms of these members that exist on this node read the upstream again (a diff pushes `poll:quota`). */
  private refreshPollQuotas(usernames: readonly string[]): void {
    for (const username of usernames) {
      const room = pollQuotaRoom(username);
      if (this.hub.room(room)) void this.hub.refresh(room).catch(() => undefined);
    }
  }

  /**
   * Watchers of a room on every node: here from the hub, elsewhere by asking
   * each node. A node that does not answer within a second fails the count
   * (the old one stands), rather than holding up the round's poll.
   */
  private async presence(room: string): Promise<number> {
    const here = this.hub.room(room)?.subscribers.size ?? 0;
    if (!this.options.clustered) return here;
    const { clock } = this.options;
    const counts = await new Promise<number[]>((resolve, reject) => {
      const timer = clock.setTimeout(() => reject(new Error('presence: a node did not answer')), PRESENCE_TIMEOUT_MS);
      askOtherNodes<number>(this.namespace, 'presence', room).then(
        (answers) => {
          clock.clearTimeout(timer);
          resolve(answers);
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    return counts.reduce((total, count) => total + count, here);
  }

  private listenToNodes(): void {
    this.namespace.on('presence', (room, ack) => ack(this.hub.room(room)?.subscribers.size ?? 0));
    this.namespace.on('writes', (writes) => this.applyWrites(writes));
    this.namespace.on('kick', (rooms) => {
      for (const room of rooms) this.hub.kick(room);
    });
    this.namespace.on('settled', (usernames) => this.settledHere(usernames));
    this.namespace.on('wallets', (usernames) => void this.refreshWallets(usernames));
    this.namespace.on('revoked', (end) => this.endSessionsHere(end));
  }
}
