/**
 * Matches and bets as the page and the site's `football` topic read them
 * (shared/src/games/football-api.ts). A live match plays its committed
 * result back (football-fair.ts matchResult): at match minute m, with
 * m = floor(elapsed / (play time / 90)), only the goals up to m are shown, so
 * nothing ahead of the clock leaks. The seed is shown once the match is over,
 * never before. Prices leave as decimals, money as THB.
 */
import {
  FOOTBALL_OPEN_MATCHES,
  FOOTBALL_RECENT_RESULTS,
  FOOTBALL_TIMING,
  type FootballBet,
  type FootballMatch,
  type FootballMatchesResponse,
} from '#shared/games/football-api.js';
import { MATCH_MINUTES, matchResult } from '#shared/games/football-fair.js';
import { satangToThb } from '#shared/money.js';
import type { GamesDb } from '../provider/db/transaction.js';
import { bookOf, finishedMatches, liveMatch, openMatches, type MatchRow } from './matches.js';
import { MARGIN } from './odds.js';
import { teamByCode } from './teams.js';
import type { FootballBetRow } from './bet-row.js';

const iso = (ms: number) => new Date(ms).toISOString();
const team = (code: string) => ({ code, name: teamByCode(code).name });

/** The match minute shown at `now`: null before kick-off, 90 from full time on. */
export function minuteAt(match: Pick<MatchRow, 'kickoff_at' | 'full_time_at'>, now: number): number | null {
  if (now < match.kickoff_at) return null;
  if (now >= match.full_time_at) return MATCH_MINUTES;
  return Math.floor(((now - match.kickoff_at) * MATCH_MINUTES) / (match.full_time_at - match.kickoff_at));
}

export function matchView(match: MatchRow, now: number): FootballMatch {
  const minute = minuteAt(match, now);
  const finished = now >= match.full_time_at;
  const events = minute === null ? [] : matchResult(match.server_seed, match.match_id, match.mean_home, match.mean_away).events.filter((e) => e.minute <= minute);
  const book = bookOf(match);
  return {
    match_id: match.match_id,
    kickoff_at: iso(match.kickoff_at),
    full_time_at: iso(match.full_time_at),
    status: minute === null ? 'open' : finished ? 'finished' : 'live',
    home: team(match.home),
    away: team(match.away),
    means: { home: match.mean_home, away: match.mean_away },
    odds: { home: book.home / 100, draw: book.draw / 100, away: book.away / 100, over: book.over / 100, under: book.under / 100 },
    commitment: match.commitment,
    minute,
    score:
      minute === null
        ? null
        : { home: events.filter((e) => e.side === 'home').length, away: events.filter((e) => e.side === 'away').length },
    events,
    server_seed: finished ? match.server_seed : null,
    log_seq: match.log_seq,
  };
}

export async function matchesView(db: GamesDb, game: string, now: number): Promise<FootballMatchesResponse> {
  const live = await liveMatch(db, game, now);
  return {
    server_time: iso(now),
    timing: { ...FOOTBALL_TIMING },
    margin_percent: MARGIN * 100,
    open: (await openMatches(db, game, now, FOOTBALL_OPEN_MATCHES)).map((match) => matchView(match, now)),
    live: live ? matchView(live, now) : null,
    results: (await finishedMatches(db, game, now, FOOTBALL_RECENT_RESULTS)).map((match) => matchView(match, now)),
  };
}

/** A bet as the member sees it: open until its match is settled, then won or lost with what it returned. */
export function betView(bet: FootballBetRow & Pick<MatchRow, 'match_id' | 'home' | 'away' | 'kickoff_at'>): FootballBet {
  return {
    bet_id: bet.bet_id,
    match_id: bet.match_id,
    home: teamByCode(bet.home).name,
    away: teamByCode(bet.away).name,
    kickoff_at: iso(bet.kickoff_at),
    selection: bet.selection,
    odds: bet.odds / 100,
    stake: satangToThb(bet.amount),
    status: bet.status !== 'settled' ? 'open' : bet.returned! > 0 ? 'won' : 'lost',
    returned: bet.status === 'settled' ? satangToThb(bet.returned!) : null,
    created_at: iso(bet.created_at),
  };
}
