/**
 * A lobby's game-list filter from its address: the page builds its list from
 * it, and the route loader prefetches the same list (app/route-data).
 */
import { GAME_TAGS, LOBBY_KEYS, type LobbyKey } from '#shared/api/games-catalogue.js';
import type { GameListFilter } from './api/keys.js';

/** What each lobby lists before any filter: the lobby key names its category (the upstream seeds the same). */
export const LOBBY_BASE: Record<LobbyKey, GameListFilter> = {
  home: {},
  slot: { category: 'slot' },
  casino: { category: 'casino' },
  sport: { category: 'sport' },
  fishing: { category: 'fishing' },
  freespin: { free_spins: '1' },
};

/** The filters a lobby keeps in its address. */
export interface LobbyFilterValue {
  provider: string | null;
  tag: (typeof GAME_TAGS)[number] | null;
  q: string;
}

export function lobbyFilterValue(params: URLSearchParams): LobbyFilterValue {
  const tag = params.get('tag');
  return {
    provider: params.get('provider') || null,
    tag: (GAME_TAGS as readonly string[]).includes(tag ?? '') ? (tag as LobbyFilterValue['tag']) : null,
    q: params.get('q') ?? '',
  };
}

/** The list's filter: the lobby's base, then the provider (the page's own, or the chosen one), tag and search. */
export function lobbyListFilter(lobbyKey: LobbyKey, value: LobbyFilterValue, provider?: string): GameListFilter {
  const chosenProvider = provider ?? value.provider;
  return {
    ...LOBBY_BASE[lobbyKey],
    ...(chosenProvider ? { provider: chosenProvider } : {}),
    ...(value.tag ? { tag: value.tag } : {}),
    ...(value.q ? { q: value.q } : {}),
  };
}

/**
 * /lobby/{name?}: a lobby by its key, one provider's games by its code, or
 * null for a name that cannot be either (answered by the page, a 404).
 */
export function lobbyOfName(name = 'home'): { lobbyKey: LobbyKey; provider?: string } | null {
  if ((LOBBY_KEYS as readonly string[]).includes(name)) return { lobbyKey: name as LobbyKey };
  if (/^[A-Za-z0-9_-]{1,32}$/.test(name)) return { lobbyKey: 'home', provider: name };
  return null;
}
