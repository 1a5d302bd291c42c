import type { Clock } from '@shared/clock.js';
import type { AgentEvent, Notification } from '@shared/api/agent.js';
import type { WalletsResponse } from '@shared/api/member.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import type { BackoffPolicy } from './backoff.js';
import type { CallMeter } from './call-meter.js';
import { attachLiveNamespace } from './live-namespace.js';
import type { LiveNamespace, LiveServer } from './live-types.js';
import { MemberIdentity } from './member-identity.js';
import type { PollerLease } from './poller-lease.js';
import { TopicHub } from './topic-hub.js';
import { ANNOUNCEMENTS_ROOM, announcementsTopic, withAnnouncement } from './topics/announcements.js';
import { TOPICS } from './topics/index.js';
import { ALL_MEMBERS_NOTIFICATIONS_ROOM, notificationsRoom, notificationsTopic, withNotification } from './topics/notifications.js';
import { walletsRoom, walletsTopic } from './topics/wallets.js';

export interface LiveOptions {
  io: LiveServer;
  clock: Clock;
  upstream: UpstreamClient;
  meter: CallMeter;
  backoff?: BackoffPolicy;
  lease?: PollerLease;
  identityTtlMs?: number;
}

/**
 * /live as the rest of the gateway sees it: the namespace and its topic hub,
 * plus the pushes that come from outside the pollers (write-through after a
 * money-moving call, agent credits and broadcasts).
 */
export class Live {
  readonly hub: TopicHub;
  readonly identity: MemberIdentity;
  readonly namespace: LiveNamespace;

  constructor(private readonly options: LiveOptions) {
    this.identity = new MemberIdentity({ upstream: options.upstream, clock: options.clock, ttlMs: options.identityTtlMs });
    this.hub = new TopicHub({
      topics: TOPICS,
      clock: options.clock,
      upstream: options.upstream,
      backoff: options.backoff,
      lease: options.lease,
      emit: (room, { event, data }) => {
        // One cast at the seam: Emission pairs each event with its payload type.
        (this.namespace.to(room).emit as (e: string, d: unknown) => void)(event, data);
      },
      onEvicted: (socketId, room) => {
        const socket = this.namespace.sockets.get(socketId);
        if (!socket) return;
        for (const [topic, sub] of Object.entries(socket.data.subs)) {
          if (sub.room !== room) continue;
          delete socket.data.subs[topic];
          for (const r of sub.rooms) void socket.leave(r);
        }
      },
    });
    this.namespace = attachLiveNamespace(options.io, this.hub, this.identity, options.clock);
  }

  /** Write-through: a money-moving call passed with this token; refresh that member's wallets now. */
  async moneyMoved(token: string): Promise<void> {
    const rooms = this.hub.roomNames(walletsTopic.name);
    if (rooms.length === 0) return;
    // Usually the caller's own socket subscribed with the same token: no lookup needed.
    let room = rooms.find((name) => [...(this.hub.room(name)?.subscribers.values() ?? [])].includes(token));
    if (!room) {
      const member = await this.identity.resolve(token).catch(() => null);
      room = member ? walletsRoom(member.username) : undefined;
    }
    if (room) await this.hub.refresh(room, token).catch(() => undefined);
  }

  /** The agent's credit answered with the member's new wallets: push them without asking again. */
  pushWallets(username: string, wallets: WalletsResponse): void {
    this.hub.set(walletsTopic, walletsRoom(username), wallets);
  }

  /** A notification to one member, or to every member subscribed when username is null. */
  pushNotification(notification: Notification, username: string | null): void {
    const room = username ? notificationsRoom(username) : ALL_MEMBERS_NOTIFICATIONS_ROOM;
    this.namespace.to(room).emit('notification', notification);
    this.hub.fold(notificationsTopic.name, (r) => username === null || r.name === room, (prev) => withNotification(prev, notification));
  }

  pushAnnouncement(event: AgentEvent): void {
    this.namespace.to(ANNOUNCEMENTS_ROOM).emit('announcement', event);
    this.hub.fold(announcementsTopic.name, () => true, (prev) => withAnnouncement(prev, event));
  }

  stats() {
    return {
      sockets: this.namespace.sockets.size,
      topics: this.hub.socketsPerTopic(),
      upstream_calls_per_minute: this.options.meter.perMinute(),
    };
  }

  close(): void {
    this.hub.close();
  }
}
