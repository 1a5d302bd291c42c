import { API } from '#shared/api/paths.js';
import { Topic, type WithdrawalsSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';
import { sameValue } from './same-value.js';

/** How often the first page is read while someone watches it; an agent decision reads it at once. */
export const WITHDRAWALS_POLL_MS = 30_000;

/**
 * The member's own withdrawals: the first page with the rules, as the withdraw
 * page shows them (the rules, pending flag and what is left today, change with
 * each decision, and only the upstream knows them). Read with the member's
 * token; pushed whole as `withdrawals` when it changes. An approval or a
 * refund through /agent polls the room at once (Live.withdrawalDecided); the
 * slow poll covers decisions made elsewhere.
 */
export const withdrawalsTopic = defineTopic<Record<string, never>, WithdrawalsSnapshot>({
  name: Topic.withdrawals,
  match: (topic) => (topic === Topic.withdrawals ? {} : null),
  memberOnly: true,
  room: (_params, member) => withdrawalsRoom(member?.username ?? ''),
  fetch: (ctx) => ctx.call<WithdrawalsSnapshot>('GET', `${API.member.withdrawList}?page=1`),
  poll: {
    intervalMs: WITHDRAWALS_POLL_MS,
    diff: (prev, next) => (prev !== undefined && sameValue(prev, next) ? [] : [{ event: 'withdrawals', data: next }]),
  },
});

export const withdrawalsRoom = (username: string) => `${Topic.withdrawals}:${username}`;
