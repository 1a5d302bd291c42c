import { API } from '#shared/api/paths.js';
import type { YeekeeListResponse, YeekeeRound } from '#shared/api/lotto/yeekee.js';
import { toWireDate } from '#shared/dates.js';
import { Topic, type YeekeeRoundsSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';

/** Polled at least this often, and soon after the next round opens or closes. */
const MAX_POLL_MS = 5_000;
const MIN_POLL_MS = 1_000;
const TRANSITION_SLACK_MS = 300;

/**
 * Today's yeekee rounds for anyone (`yeekee`): the lobby's list with each
 * round's status and closing time. `yeekee:rounds` pushes the whole list when a
 * round's status or result changes; shot counts alone do not push it.
 */
export const yeekeeRoundsTopic = defineTopic<Record<string, never>, YeekeeRoundsSnapshot>({
  name: Topic.yeekee,
  match: (topic) => (topic === Topic.yeekee ? {} : null),
  memberOnly: false,
  room: () => Topic.yeekee,
  fetch: async (ctx) => {
    const list = await ctx.call<YeekeeListResponse>('GET', API.lotto.yeekeeList);
    return { rounds: list.rounds, server_time: toWireDate(ctx.now()) };
  },
  snapshot: (value, now) => ({ ...value, server_time: toWireDate(now) }),
  poll: {
    intervalMs: (value, now) => {
      const next = value ? nextTransition(value.rounds, now) : null;
      return next === null ? MAX_POLL_MS : Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, next - now + TRANSITION_SLACK_MS));
    },
    diff: (prev, next) => (prev !== undefined && signature(prev.rounds) === signature(next.rounds) ? [] : [{ event: 'yeekee:rounds', data: next }]),
  },
});

const signature = (rounds: readonly YeekeeRound[]) =>
  rounds.map((r) => `${r.round_id}:${r.status}:${r.result ? `${r.result.bottom2}${r.result.top3}` : ''}`).join(',');

/** The next time a round of the list opens or closes. */
function nextTransition(rounds: readonly YeekeeRound[], now: number): number | null {
  let next: number | null = null;
  for (const round of rounds) {
    for (const at of [Date.parse(round.opens_at), Date.parse(round.closes_at)]) {
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
