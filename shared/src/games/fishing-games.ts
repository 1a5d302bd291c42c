/**
 * The fishing game's codes, API paths and bet sizes, without the schemas of
 * fishing-api.ts: a page on a first route reads them without loading zod
 * (docs/decisions/0054). fishing-api.ts re-exports them.
 */
export const FISHING_API = {
  /** the fish table and the cannon bets */
  info: '/games/api/fishing/info',
  shot: '/games/api/fishing/shot',
  /** the member's shots of this game, newest first, a page at a time (`{ page }`, as the slots' history) */
  shots: '/games/api/fishing/shots',
} as const;

/** Our fishing games: the provider plays them, the site lists them under the `fishing` category with the same codes. */
export const BUILT_IN_FISHING_GAMES: readonly { code: string; name: string }[] = [{ code: 'fish-1', name: 'ล่าสมบัติใต้สมุทร' }];

/** A fishing game code of ours: `fish-1`, … */
export const isFishingGameCode = (code: string): boolean => /^fish-[1-9]\d{0,2}$/.test(code);

/** The cannon bets a member may choose, THB (multiples of 10 satang, so a multiplier in tenths never leaves a fraction of a satang). */
export const FISHING_BETS_THB = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;
