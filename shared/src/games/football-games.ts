/**
 * Virtual football's game codes, API paths, timings and limits, without the
 * schemas of football-api.ts: a page on a first route reads them without
 * loading zod (docs/decisions/0054). football-api.ts re-exports them.
 */
export const FOOTBALL_API = {
  /** every match a member can see: open for bets, live, and the last results (no session needed) */
  matches: '/games/api/football/matches',
  bet: '/games/api/football/bet',
  /** the member's bets with their outcome, newest first */
  my_bets: '/games/api/football/my-bets',
} as const;

/** Our virtual football games: the provider plays them, the site lists them under `sport` with the same codes. */
export const BUILT_IN_FOOTBALL_GAMES: readonly { code: string; name: string }[] = [{ code: 'vfb-1', name: 'ฟุตบอลเสมือนจริง' }];

/** A virtual football game code of ours: `vfb-1`, … */
export const isFootballGameCode = (code: string): boolean => /^vfb-[1-9]\d{0,2}$/.test(code);

/** A kick-off every 3 minutes, each match played back in 90 s (a match minute a second). */
export const FOOTBALL_TIMING = { interval_ms: 180_000, play_ms: 90_000 } as const;
/** How many matches ahead are open for bets, and how many results are kept on screen. */
export const FOOTBALL_OPEN_MATCHES = 3;
export const FOOTBALL_RECENT_RESULTS = 5;

/** Per bet, THB. */
export const FOOTBALL_LIMITS = { min: 10, max: 10_000 } as const;
