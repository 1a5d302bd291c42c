import { API } from '#shared/api/paths.js';
import type { Notification } from '#shared/api/agent.js';
import { Topic, type NotificationsSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';
import { listOf, newById } from './same-value.js';

/**
 * The member's notifications (the agent's own plus personal ones), polled
 * every 30 s; each new id is pushed as a `notification`. Every subscriber also
 * joins one shared room, so an agent-wide notification is one emit.
 */
export const notificationsTopic = defineTopic<Record<string, never>, NotificationsSnapshot>({
  name: Topic.notifications,
  match: (topic) => (topic === Topic.notifications ? {} : null),
  memberOnly: true,
  room: (_params, member) => notificationsRoom(member?.username ?? ''),
  alsoJoin: () => [ALL_MEMBERS_NOTIFICATIONS_ROOM],
  fetch: async (ctx) => ({ notifications: listOf<Notification>(await ctx.call('GET', API.agent.notifications), 'notifications') }),
  poll: {
    intervalMs: 30_000,
    diff: (prev, next) =>
      prev === undefined ? [] : newById(prev.notifications, next.notifications).map((data) => ({ event: 'notification', data })),
  },
});

export const notificationsRoom = (username: string) => `${Topic.notifications}:${username}`;
export const ALL_MEMBERS_NOTIFICATIONS_ROOM = `${Topic.notifications}:*`;

/** Adds a notification pushed live to a held value, so the next poll does not push it again. */
export function withNotification(prev: unknown, notification: Notification): NotificationsSnapshot {
  const list = (prev as NotificationsSnapshot).notifications;
  return { notifications: list.some((n) => n.id === notification.id) ? list : [notification, ...list] };
}
