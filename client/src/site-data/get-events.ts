import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { AgentEvent } from '#shared/api/agent.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import type { AnnouncementsSnapshot } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import { apiCall } from '#client/lib/api-client.js';
import { useLiveTopic } from '#client/lib/socket.js';

/**
 * GET /api/event/list with the site's fixed agent code (docs/product.md §9). Cached in the
 * `announcements` snapshot's shape (`{ events }`).
 */
export async function getEvents(): Promise<AnnouncementsSnapshot> {
  return { events: await apiCall(CALLS.agent.eventList, { query: { agent_code: DEFAULT_AGENT_CODE } }) };
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'events'] as const,
    queryFn: getEvents,
  });

/** A pushed announcement goes first; one already shown is not repeated. */
export function prependEvent(current: AnnouncementsSnapshot | undefined, event: AgentEvent): AnnouncementsSnapshot {
  const rest = (current?.events ?? []).filter((item) => item.id !== event.id);
  return { events: [event, ...rest] };
}

/** Announcements for everyone, live through the `announcements` topic. */
export function useEvents() {
  const options = eventsQueryOptions();
  useLiveTopic({
    topic: Topic.announcements,
    queryKey: options.queryKey,
    events: { announcement: (current, event: AgentEvent) => prependEvent(current, event) },
  });
  return useQuery(options);
}
