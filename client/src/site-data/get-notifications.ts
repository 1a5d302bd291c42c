import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { Notification } from '#shared/api/agent.js';
import type { NotificationsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useLiveTopic } from '#client/lib/socket.js';
import { useAgentCode } from './agent-code.js';

/**
 * GET /api/notifications?agent_code=. Cached in the socket snapshot's shape
 * (`{ notifications }`) so the REST answer and the topic write the same entry.
 */
export async function getNotifications(agentCode: string): Promise<NotificationsSnapshot> {
  return { notifications: await apiCall(CALLS.agent.notifications, { query: { agent_code: agentCode } }) };
}

export const notificationsQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: ['agent', 'notifications', agentCode] as const,
    queryFn: () => getNotifications(agentCode),
  });

/** A pushed notification goes first; one already shown is not repeated. */
export function prependNotification(
  current: NotificationsSnapshot | undefined,
  notification: Notification,
): NotificationsSnapshot {
  const rest = (current?.notifications ?? []).filter((item) => item.id !== notification.id);
  return { notifications: [notification, ...rest] };
}

/** Notifications are for members only (docs/product.md §6); live through the `notifications` topic. */
export function useNotifications() {
  const loggedIn = useIsLoggedIn();
  const options = notificationsQueryOptions(useAgentCode());
  useLiveTopic({
    topic: loggedIn ? Topic.notifications : null,
    queryKey: options.queryKey,
    events: { notification: (current, event: Notification) => prependNotification(current, event) },
  });
  return useQuery({ ...options, enabled: loggedIn });
}
