/**
 * The game catalogue's fixed lists (categories, tags, lobbies) and the list
 * page size, without the schemas of games.ts: a lobby or a game tile reads
 * them on its first route without loading zod (docs/decisions/0054).
 * games.ts builds its schemas on them and re-exports them.
 */
export const GAME_CATEGORIES = ['slot', 'casino', 'sport', 'fishing'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_CATEGORY_TH: Record<GameCategory, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโนสด',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
};

export const GAME_TAGS = ['hot', 'new'] as const;
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** The lobbies of docs/product.md §3, each a `lobby_key` of GET /api/lobby/configs. */
export const LOBBY_KEYS = ['home', 'slot', 'casino', 'sport', 'fishing', 'freespin'] as const;
export type LobbyKey = (typeof LOBBY_KEYS)[number];

/** A game list page's default size (docs/product.md §9: 60). */
export const GAME_LIST_LIMIT = 60;
