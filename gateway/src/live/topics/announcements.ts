import { API } from '#shared/api/paths.js';
import type { AgentEvent } from '#shared/api/agent.js';
import { Topic, type AnnouncementsSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';
import { listOf, newById } from './same-value.js';

/** The agent's current events (the announcement dialog), for anyone; new ones push as `announcement`. */
export const announcementsTopic = defineTopic<Record<string, never>, AnnouncementsSnapshot>({
  name: Topic.announcements,
  match: (topic) => (topic === Topic.announcements ? {} : null),
  memberOnly: false,
  room: () => ANNOUNCEMENTS_ROOM,
  fetch: async (ctx) => ({ events: listOf<AgentEvent>(await ctx.call('GET', API.agent.eventList), 'events') }),
  poll: {
    intervalMs: 30_000,
    diff: (prev, next) => (prev === undefined ? [] : newById(prev.events, next.events).map((data) => ({ event: 'announcement', data }))),
  },
});

export const ANNOUNCEMENTS_ROOM = Topic.announcements;

/** Adds an event pushed live to a held value, so the next poll does not push it again. */
export function withAnnouncement(prev: unknown, event: AgentEvent): AnnouncementsSnapshot {
  const list = (prev as AnnouncementsSnapshot).events;
  return { events: list.some((e) => e.id === event.id) ? list : [event, ...list] };
}
