import { API } from '#shared/api/paths.js';
import type { PollQuota, PollStats, PollVote } from '#shared/api/poll.js';
import { bangkokDay } from '#shared/dates.js';
import type { PollSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';
import { sameValue } from './same-value.js';

/** An open (or scheduled) poll's votes are read this often; a closed one's never again. */
export const POLL_STATS_POLL_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const POLL_TOPIC = /^poll:([1-9]\d{0,9})$/;

type Params = { pollId: number };

/** The newer of two stats of one poll: a later vote, or the same votes closed. */
export function newerStats(held: PollStats | undefined, next: PollStats): PollStats {
  if (!held || next.version > held.version) return next;
  return next.version === held.version && next.status !== held.status && next.status === 'closed' ? next : held;
}

/** The newer of two quotas of one member: a later day, or more votes used or earned that day. */
export function newerQuota(held: PollQuota | undefined, next: PollQuota): PollQuota {
  if (!held || next.day > held.day) return next;
  if (next.day < held.day) return held;
  return next.used >= held.used && next.earned >= held.earned ? next : held;
}

/**
 * A member's own votes of the day, one room per member whatever poll they
 * watch (the quota is the same for every poll). Never subscribed by name: the
 * `poll:<id>` topic joins it as its companion when the socket has a token. It
 * changes when the member votes (the vote's answer is pushed, no read), when
 * their money moves (live.ts re-reads it on a wallets push or a paid deposit:
 * a deposit earns votes), and at Bangkok midnight, when this room's only poll
 * runs. So an idle member costs one read a day, however many sockets they have.
 * Answers arriving out of order never push an older quota.
 */
export const pollQuotaTopic = defineTopic<Record<string, never>, PollQuota>({
  name: 'poll:quota',
  match: () => null,
  memberOnly: true,
  room: (_params, member) => pollQuotaRoom(member?.username ?? ''),
  fetch: (ctx) => ctx.call<PollQuota>('GET', API.poll.quotaGet),
  fold: (held, quota: PollQuota) => newerQuota(held, quota),
  afterCalls: {
    'poll.submit': ({ member, data, kept }) => (kept && member ? { room: pollQuotaRoom(member.username), item: (data as PollVote).quota } : undefined),
  },
  poll: {
    // One second past the next Bangkok midnight (the day rolls and yesterday's votes and deposits count no more).
    intervalMs: (_value, now) => Date.parse(`${bangkokDay(now)}T00:00:00+07:00`) + DAY_MS + 1_000 - now,
    diff: (prev, next) => (prev !== undefined && sameValue(prev, next) ? [] : [{ event: 'poll:quota', data: next }]),
  },
});

/**
 * A poll's votes for anyone (`poll:<poll_id>`), one room and one poller per
 * poll on this node, never per socket; a member also gets their own quota
 * (pollQuotaTopic) in the snapshot and `poll:quota` after it. A vote through
 * this gateway is folded in from its answer and pushed at once (never an older
 * count over a newer one); the 5 s poll catches votes made elsewhere, and stops
 * once the poll closes.
 */
export const pollLiveTopic = defineTopic<Params, PollStats>({
  name: 'poll',
  match: (topic) => {
    const found = POLL_TOPIC.exec(topic);
    return found ? { pollId: Number(found[1]) } : null;
  },
  memberOnly: false,
  room: ({ pollId }) => pollRoom(pollId),
  companion: () => ({ topic: pollQuotaTopic, params: {} }),
  fetch: (ctx) => ctx.call<PollStats>('GET', `${API.poll.stats}?${new URLSearchParams({ poll_id: String(ctx.params.pollId) }).toString()}`),
  snapshot: (stats, _now, own): PollSnapshot => ({ stats, quota: (own as PollQuota | null | undefined) ?? null }),
  fold: (held, stats: PollStats) => newerStats(held, stats),
  afterCalls: {
    'poll.submit': ({ data, kept }) => (kept ? { room: pollRoom((data as PollVote).stats.poll_id), item: (data as PollVote).stats } : undefined),
  },
  poll: {
    intervalMs: (value) => (value?.status === 'closed' ? Number.POSITIVE_INFINITY : POLL_STATS_POLL_MS),
    diff: (prev, next) => (prev === undefined || sameValue(prev, next) ? [] : [{ event: 'poll:stats', data: next }]),
  },
});

export const pollRoom = (pollId: number) => `poll:${pollId}`;
export const pollQuotaRoom = (username: string) => `poll-quota:${username}`;
