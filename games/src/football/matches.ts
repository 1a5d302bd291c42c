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
import type { Selectable } from 'kysely';
import { FOOTBALL_TIMING, type FootballSelection } from '#shared/games/football-api.js';
import { serverSeedHash } from '#shared/games/football-fair.js';
import type { GamesDB, GamesDb } from '../provider/db/transaction.js';
import { goalMeans, trueProbabilities } from './model.js';
import { bookFor, type Book } from './odds.js';
import { TEAMS, type Team } from './teams.js';

export type MatchRow = Selectable<GamesDB['football_matches']>;

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

/** Makes the match of that kick-off unless it exists (UNIQUE (game_code, kickoff_at)): teams, means, prices, a fresh seed and its commitment. */
export async function ensureMatch(db: GamesDb, game: string, kickoffAt: number, now: number, timing: FootballTiming = FOOTBALL_TIMING): Promise<void> {
  const [home, away] = pairingOf(Math.round(kickoffAt / timing.interval_ms));
  const means = goalMeans(home, away);
  const book = bookFor(trueProbabilities(means));
  const seed = randomBytes(32).toString('hex');
  await db
    .insertInto('football_matches')
    .values({
      match_id: matchIdOf(game, kickoffAt),
      game_code: game,
      kickoff_at: kickoffAt,
      full_time_at: kickoffAt + timing.play_ms,
      home: home.code,
      away: away.code,
      mean_home: means.home,
      mean_away: means.away,
      odds_home: book.home,
      odds_draw: book.draw,
      odds_away: book.away,
      odds_over: book.over,
      odds_under: book.under,
      server_seed: seed,
      commitment: serverSeedHash(seed),
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export const matchById = (db: GamesDb, matchId: string): Promise<MatchRow | undefined> =>
  db.selectFrom('football_matches').selectAll().where('match_id', '=', matchId).executeTakeFirst();

/** Open for bets: kick-off still ahead, soonest first. */
export const openMatches = (db: GamesDb, game: string, now: number, limit: number): Promise<MatchRow[]> =>
  db.selectFrom('football_matches').selectAll().where('game_code', '=', game).where('kickoff_at', '>', now).orderBy('kickoff_at').limit(limit).execute();

export const liveMatch = (db: GamesDb, game: string, now: number): Promise<MatchRow | undefined> =>
  db
    .selectFrom('football_matches')
    .selectAll()
    .where('game_code', '=', game)
    .where('kickoff_at', '<=', now)
    .where('full_time_at', '>', now)
    .orderBy('kickoff_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Finished, newest first. */
export const finishedMatches = (db: GamesDb, game: string, now: number, limit: number): Promise<MatchRow[]> =>
  db.selectFrom('football_matches').selectAll().where('game_code', '=', game).where('full_time_at', '<=', now).orderBy('kickoff_at', 'desc').limit(limit).execute();
