/**
 * Our live games as the site's catalogue lists them (docs/decisions/0040,
 * 0041): the baccarat tables under `casino`, the fishing game under `fishing`,
 * virtual football under `sport`, each with the provider's code. The upstream
 * adds any missing one at start; the provider deals and plays them.
 */
import type { GameCategory } from '../api/games-catalogue.js';
import { BUILT_IN_BACCARAT_TABLES } from './baccarat-tables.js';
import { BUILT_IN_FISHING_GAMES } from './fishing-games.js';
import { BUILT_IN_FOOTBALL_GAMES } from './football-games.js';

/** The built-in provider's code in the catalogue: a live game's tile is ours only under it. */
export const BUILT_IN_PROVIDER_CODE = 'huaydee';

export interface BuiltInLiveGame {
  code: string;
  name: string;
  category: Extract<GameCategory, 'casino' | 'fishing' | 'sport'>;
  image: string;
  /** playable with play money (a table and a match are real money only: everyone shares them) */
  demo: boolean;
  /** percent, published where one number says it (fishing: every fish returns 96 %) */
  rtp: number | null;
}

export const BUILT_IN_LIVE_GAMES: readonly BuiltInLiveGame[] = [
  ...BUILT_IN_BACCARAT_TABLES.map((table) => ({ ...table, category: 'casino' as const, image: '/games/art/baccarat.svg', demo: false, rtp: null })),
  ...BUILT_IN_FISHING_GAMES.map((game) => ({ ...game, category: 'fishing' as const, image: '/games/art/fishing.svg', demo: true, rtp: 96 })),
  ...BUILT_IN_FOOTBALL_GAMES.map((game) => ({ ...game, category: 'sport' as const, image: '/games/art/football.svg', demo: false, rtp: null })),
];
