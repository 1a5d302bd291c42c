import { API } from '#shared/api/paths.js';
import { CALL_LIST, type CallId } from '#shared/api/registry.js';
import { Topic, type WalletsSnapshot } from '#shared/live/events.js';
import type { AfterCall } from '../after-call.js';
import { defineTopic } from '../topic.js';
import { sameValue } from './same-value.js';

/**
 * A member's money call passed: the answer's `wallets` are the member's new
 * wallets (no read); an answer without them (a coupon, a quest) or one that
 * broke the contract has the room read at once.
 */
const walletsAfter: AfterCall = ({ member, data, kept }) => {
  if (!member) return undefined;
  const room = walletsRoom(member.username);
  const wallets = kept ? (data as { wallets?: WalletsSnapshot } | null)?.wallets : undefined;
  return wallets ? { room, item: wallets } : { room, readSoon: true };
};

/** The member calls that move their money or points (the registry's `moneyMoving`). */
const MEMBER_MONEY_CALLS: readonly CallId[] = CALL_LIST.filter((entry) => entry.call.moneyMoving && entry.call.access === 'member').map((entry) => entry.id as CallId);

/**
 * The member's own wallets: polled every 5 s; a money call's answer through
 * this gateway and the agent's credit push at once, from the answer in hand.
 */
export const walletsTopic = defineTopic<Record<string, never>, WalletsSnapshot>({
  name: Topic.wallets,
  match: (topic) => (topic === Topic.wallets ? {} : null),
  memberOnly: true,
  room: (_params, member) => walletsRoom(member?.username ?? ''),
  fetch: (ctx) => ctx.call<WalletsSnapshot>('POST', API.member.wallets, {}),
  // An answer's wallets are the whole value, newer than what the room holds.
  fold: (_held, wallets: WalletsSnapshot) => wallets,
  afterCalls: Object.fromEntries(MEMBER_MONEY_CALLS.map((id) => [id, walletsAfter])),
  poll: {
    intervalMs: 5_000,
    diff: (prev, next) => (prev !== undefined && sameValue(prev, next) ? [] : [{ event: 'wallets', data: next }]),
  },
});

export const walletsRoom = (username: string) => `${Topic.wallets}:${username}`;
