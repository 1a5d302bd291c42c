import { describe, expect, it } from 'vitest';
import type { AgentEvent, Notification } from '#shared/api/agent.js';
import { prependNotification } from './get-notifications.js';
import { prependEvent } from './get-events.js';

const notification = (id: number): Notification => ({
  id,
  type: 1,
  image: null,
  title: `ประกาศ ${id}`,
  description: null,
  created_at: '2024-01-01T00:00:00+07:00',
});
const event = (id: number): AgentEvent => ({ ...notification(id) });

describe('live lists', () => {
  it('a pushed notification goes first, once', () => {
    const current = { notifications: [notification(1), notification(2)] };
    expect(prependNotification(current, notification(3)).notifications.map((n) => n.id)).toEqual([3, 1, 2]);
    expect(prependNotification(current, notification(2)).notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(prependNotification(undefined, notification(1)).notifications.map((n) => n.id)).toEqual([1]);
  });

  it('a pushed announcement goes first, once', () => {
    const current = { events: [event(1)] };
    expect(prependEvent(current, event(5)).events.map((e) => e.id)).toEqual([5, 1]);
    expect(prependEvent(current, event(1)).events.map((e) => e.id)).toEqual([1]);
    expect(prependEvent(undefined, event(9)).events.map((e) => e.id)).toEqual([9]);
  });
});
