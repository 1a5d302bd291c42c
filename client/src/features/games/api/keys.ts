/** Query keys of the games area. */
import type { GameCategory, LobbyKey } from '#shared/api/games-catalogue.js';

/** What a lobby lists, as the client builds GET /api/game/list's query (limit and offset are the pages'). */
export interface GameListFilter {
  category?: GameCategory;
  free_spins?: '1';
  provider?: string;
  tag?: 'hot' | 'new';
  q?: string;
}

/** POST /api/game/wallets' body: the ids as strings (docs/product.md §7). */
export interface GameWalletsFor {
  game_id: string;
  provider_id: string;
  sub_provider_id: string | null;
}

export const gameKeys = {
  all: ['games'] as const,
  lobby: () => ['games', 'lobby'] as const,
  lobbyConfig: (lobbyKey: LobbyKey) => ['games', 'lobby-config', lobbyKey] as const,
  list: (filter: GameListFilter) => ['games', 'list', filter] as const,
  /** the member's free-spin credits (refetched when the launcher closes) */
  freeSpins: () => ['games', 'free-spins'] as const,
};

/** The member data's wallets entry, which the launcher refreshes while a game runs. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
