/**
 * Virtual football's own API (docs/decisions/0041), between the match page in
 * the launcher frame (`/play?game=vfb-1&token=…`) and the built-in provider,
 * under `/games/api/football/*` (POST only, like every `/games/api/*` call).
 *
 * The matches are virtual: simulated teams (games/src/football/teams.ts), a
 * kick-off every FOOTBALL_TIMING.interval_ms, each match played back over
 * FOOTBALL_TIMING.play_ms (one match minute a second). Each match is
 * created, priced and committed (SHA-256 of its server seed) before anyone can
 * bet on it; its result is the published function of that seed
 * (shared/src/games/football-fair.ts), drawn at kick-off, shown minute by
 * minute, and the seed is revealed at full time.
 *
 * Bets: 1X2 and over/under 2.5 at the match's published prices (fixed for the
 * match), open until kick-off. The stake is debited through the provider
 * wallet protocol when the bet is placed; a winning bet is credited once at
 * full time, stake × price floored to the satang.
 */
import { z } from 'zod';
import { ZLogSeq } from '../api/common.js';
import { ZThbPositive, ZThbWire } from '../money.js';

export { FOOTBALL_API, BUILT_IN_FOOTBALL_GAMES, isFootballGameCode, FOOTBALL_TIMING, FOOTBALL_OPEN_MATCHES, FOOTBALL_RECENT_RESULTS, FOOTBALL_LIMITS } from './football-games.js';

export const FOOTBALL_SELECTIONS = ['home', 'draw', 'away', 'over', 'under'] as const;
export const ZFootballSelection = z.enum(FOOTBALL_SELECTIONS, { error: 'ตัวเลือกที่แทงไม่ถูกต้อง' });
export type FootballSelection = z.infer<typeof ZFootballSelection>;
export const FOOTBALL_SELECTION_TH: Record<FootballSelection, string> = {
  home: 'เจ้าบ้านชนะ',
  draw: 'เสมอ',
  away: 'ทีมเยือนชนะ',
  over: 'สูงกว่า 2.5 ประตู',
  under: 'ต่ำกว่า 2.5 ประตู',
};

const ZTeam = z.object({ code: z.string(), name: z.string() });

export const ZFootballMatch = z.object({
  match_id: z.string(),
  kickoff_at: z.iso.datetime({ offset: true }),
  full_time_at: z.iso.datetime({ offset: true }),
  status: z.enum(['open', 'live', 'finished']),
  home: ZTeam,
  away: ZTeam,
  /** the published goal means the result is drawn from */
  means: z.object({ home: z.number(), away: z.number() }),
  /** the prices, decimal odds with 2 decimals (stake × price is the return, stake included) */
  odds: z.record(ZFootballSelection, z.number()),
  /** SHA-256 hex of the match's server seed, published when the match is created */
  commitment: z.string(),
  /** the match minute shown (0–90): null before kick-off */
  minute: z.number().int().nullable(),
  /** the score at `minute` (the final one once finished): null before kick-off */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** the goals up to `minute`, in order */
  events: z.array(z.object({ minute: z.number().int(), side: z.enum(['home', 'away']) })),
  /** revealed at full time, null until then */
  server_seed: z.string().nullable(),
  /** its entry in the site's public log, once its first bet logged it */
  log_seq: ZLogSeq,
});
export type FootballMatch = z.infer<typeof ZFootballMatch>;

export const ZFootballMatchesResponse = z.object({
  server_time: z.string(),
  timing: z.object({ interval_ms: z.number(), play_ms: z.number() }),
  margin_percent: z.number(),
  /** the next kick-offs, open for bets, soonest first */
  open: z.array(ZFootballMatch),
  /** the match being played, if any */
  live: ZFootballMatch.nullable(),
  /** the last finished matches, newest first, seeds revealed */
  results: z.array(ZFootballMatch),
});
export type FootballMatchesResponse = z.infer<typeof ZFootballMatchesResponse>;

export const ZFootballBetRequest = z.object({
  match_id: z.string({ error: 'คู่ที่แทงไม่ถูกต้อง' }).min(1, { error: 'คู่ที่แทงไม่ถูกต้อง' }).max(64, { error: 'คู่ที่แทงไม่ถูกต้อง' }),
  selection: ZFootballSelection,
  /** the price the member saw: refused if it is not the match's price */
  odds: z.number({ error: 'ราคาไม่ถูกต้อง' }).positive({ error: 'ราคาไม่ถูกต้อง' }),
  amount: ZThbPositive,
});
export type FootballBetRequest = z.input<typeof ZFootballBetRequest>;

export const ZFootballBet = z.object({
  bet_id: z.string(),
  match_id: z.string(),
  home: z.string(),
  away: z.string(),
  kickoff_at: z.iso.datetime({ offset: true }),
  selection: ZFootballSelection,
  odds: z.number(),
  stake: ZThbWire,
  status: z.enum(['open', 'won', 'lost']),
  /** stake × odds floored when won, 0.00 when lost, null while open */
  returned: ZThbWire.nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type FootballBet = z.infer<typeof ZFootballBet>;

export const ZFootballBetResponse = z.object({ bet: ZFootballBet, balance: ZThbWire });
export type FootballBetResponse = z.infer<typeof ZFootballBetResponse>;

export const ZFootballMyBetsResponse = z.object({ bets: z.array(ZFootballBet), balance: ZThbWire });
export type FootballMyBetsResponse = z.infer<typeof ZFootballMyBetsResponse>;
