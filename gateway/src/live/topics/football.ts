import { FOOTBALL_API, type FootballMatchesResponse } from '#shared/games/football-api.js';
import { Topic, type FootballSnapshot } from '#shared/live/events.js';
import { defineTopic } from '../topic.js';

/** A played match moves a minute a second: read each second while one is live. */
const WHILE_LIVE_MS = 1_000;
/** Between matches: at the next kick-off, or this often at the latest (a new match opens for bets). */
const BETWEEN_MATCHES_MS = 5_000;
const PAST_KICKOFF_MS = 30;

/** The answer without its clock: a read that changed nothing pushes nothing. */
const withoutTime = ({ server_time: _time, ...rest }: FootballMatchesResponse) => JSON.stringify(rest);

/**
 * Virtual football's matches (`football`, docs/decisions/0041), for anyone:
 * the matches open for bets, the one being played minute by minute, and the
 * last results with their seeds. Read from the built-in provider while
 * someone watches; each change pushes the whole answer (a few kB).
 */
export const footballTopic = defineTopic<Record<string, never>, FootballSnapshot>({
  name: Topic.football,
  match: (topic) => (topic === Topic.football ? {} : null),
  memberOnly: false,
  room: () => Topic.football,
  fetch: (ctx) => ctx.callGames<FootballMatchesResponse>(FOOTBALL_API.matches),
  poll: {
    intervalMs: (value, now) => {
      if (!value) return BETWEEN_MATCHES_MS;
      if (value.live) return WHILE_LIVE_MS;
      const kickoff = value.open[0] ? Date.parse(value.open[0].kickoff_at) - now + PAST_KICKOFF_MS : BETWEEN_MATCHES_MS;
      return Math.min(BETWEEN_MATCHES_MS, Math.max(PAST_KICKOFF_MS, kickoff));
    },
    diff: (prev, next) => (prev === undefined || withoutTime(prev) === withoutTime(next) ? [] : [{ event: 'football:matches', data: next }]),
  },
});
