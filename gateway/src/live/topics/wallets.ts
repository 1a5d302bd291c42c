import { API } from '@shared/api/paths.js';
import { Topic, type WalletsSnapshot } from '@shared/live/events.js';
import { defineTopic } from '../topic.js';
import { sameValue } from './same-value.js';

/** The member's own wallets: polled every 5 s, refreshed at once by write-through and agent credits. */
export const walletsTopic = defineTopic<Record<string, never>, WalletsSnapshot>({
  name: Topic.wallets,
  match: (topic) => (topic === Topic.wallets ? {} : null),
  memberOnly: true,
  room: (_params, member) => walletsRoom(member?.username ?? ''),
  fetch: (ctx) => ctx.call<WalletsSnapshot>('POST', API.member.wallets, {}),
  poll: {
    intervalMs: 5_000,
    diff: (prev, next) => (prev !== undefined && sameValue(prev, next) ? [] : [{ event: 'wallets', data: next }]),
  },
});

export const walletsRoom = (username: string) => `${Topic.wallets}:${username}`;
