/**
 * The matches of virtual football (db/005-football.ts): made ahead of their
 * kick-off with everything published about them, then only read. Kick-offs are
 * the multiples of FOOTBALL_TIMING.interval_ms since the epoch, so a match's
 * time and id (`<game>-<kick-off in epoch seconds>`) say which slot it is.
 *
 * Teams rotate deterministically, not drawn: slot n plays pairing
 * (n × 37) mod 132 of the ordered pairs of different teams, and 37 is prime
 * to 132, so every pairing, home and away, comes once in 132 matches. Only
 * the score is left to chance, and that is the committed seed's.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { FOOTBALL_TIMING, type FootballSelection } from '@shared/games/football-api.js';
import { serverSeedHash } from '@shared/games/football-fair.js';
import { goalMeans, trueProbabilities } from './model.js';
import { bookFor, type Book } from './odds.js';
import { TEAMS, type Team } from './teams.js';

export interface MatchRow {
  id: number;
  match_id: string;
  game_code: string;
  kickoff_at: number;
  full_time_at: number;
  home: string;
  away: string;
  mean_home: number;
  mean_away: number;
  odds_home: number;
  odds_draw: number;
  odds_away: number;
  odds_over: number;
  odds_under: number;
  server_seed: string;
  commitment: string;
  home_goals: number | null;
  away_goals: number | null;
  settled_at: number | null;
}

export interface FootballTiming {
  interval_ms: number;
  play_ms: number;
}

const PAIRINGS: readonly (readonly [Team, Team])[] = TEAMS.flatMap((home) => TEAMS.filter((away) => away !== home).map((away) => [home, away] as const));
const STRIDE = 37;

/** The two teams of the match kicking off in slot `slot` (kick-off = slot × interval). */
export function pairingOf(slot: number): readonly [Team, Team] {
  return PAIRINGS[(((slot * STRIDE) % PAIRINGS.length) + PAIRINGS.length) % PAIRINGS.length]!;
}

export const matchIdOf = (game: string, kickoffAt: number) => `${game}-${Math.floor(kickoffAt / 1000)}`;

/** The match's price of a selection, in hundredths. */
export const priceOf = (match: MatchRow, selection: FootballSelection): number => match[`odds_${selection}`];

export const bookOf = (match: MatchRow): Book => ({
  home: match.odds_home,
  draw: match.odds_draw,
  away: match.odds_away,
  over: match.odds_over,
  under: match.odds_under,
});

/** The next `count` kick-offs strictly after `now`. */
export function kickoffsAfter(now: number, count: number, timing: FootballTiming = FOOTBALL_TIMING): number[] {
  const first = (Math.floor(now / timing.interval_ms) + 1) * timing.interval_ms;
  return Array.from({ length: count }, (_, i) => first + i * timing.interval_ms);
}

/** Makes the match of that kick-off unless it exists: teams, means, prices, a fresh seed and its commitment. */
export function ensureMatch(db: Database, game: string, kickoffAt: number, now: number, timing: FootballTiming = FOOTBALL_TIMING): void {
  const [home, away] = pairingOf(Math.round(kickoffAt / timing.interval_ms));
  const means = goalMeans(home, away);
  const book = bookFor(trueProbabilities(means));
  const seed = randomBytes(32).toString('hex');
  db.prepare(
    `INSERT INTO football_matches (match_id, game_code, kickoff_at, full_time_at, home, away, mean_home, mean_away,
       odds_home, odds_draw, odds_away, odds_over, odds_under, server_seed, commitment, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(
    matchIdOf(game, kickoffAt),
    game,
    kickoffAt,
    kickoffAt + timing.play_ms,
    home.code,
    away.code,
    means.home,
    means.away,
    book.home,
    book.draw,
    book.away,
    book.over,
    book.under,
    seed,
    serverSeedHash(seed),
    now,
  );
}

export const matchById = (db: Database, matchId: string): MatchRow | undefined =>
  db.prepare('SELECT * FROM football_matches WHERE match_id = ?').get(matchId) as MatchRow | undefined;

/** Open for bets: kick-off still ahead, soonest first. */
export const openMatches = (db: Database, game: string, now: number, limit: number): MatchRow[] =>
  db.prepare('SELECT * FROM football_matches WHERE game_code = ? AND kickoff_at > ? ORDER BY kickoff_at LIMIT ?').all(game, now, limit) as MatchRow[];

export const liveMatch = (db: Database, game: string, now: number): MatchRow | undefined =>
  db
    .prepare('SELECT * FROM football_matches WHERE game_code = ? AND kickoff_at <= ? AND full_time_at > ? ORDER BY kickoff_at DESC LIMIT 1')
    .get(game, now, now) as MatchRow | undefined;

/** Finished, newest first. */
export const finishedMatches = (db: Database, game: string, now: number, limit: number): MatchRow[] =>
  db.prepare('SELECT * FROM football_matches WHERE game_code = ? AND full_time_at <= ? ORDER BY kickoff_at DESC LIMIT ?').all(game, now, limit) as MatchRow[];
