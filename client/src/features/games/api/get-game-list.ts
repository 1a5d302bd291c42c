import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameListResponse } from '#shared/api/games.js';
import { GAME_LIST_LIMIT } from '#shared/api/games-catalogue.js';
import { apiCall } from '#client/lib/api-client.js';
import { readListCache, writeListCache, type ListCacheName } from '../lobby-cache.js';
import { GAME_CALLS } from './calls.js';
import { gameKeys, type GameListFilter } from './keys.js';

/** GET /api/game/list: one page of a lobby's games from `offset`. */
export const getGameList = (filter: GameListFilter, offset: number, limit: number, signal?: AbortSignal) =>
  apiCall(GAME_CALLS.list, { query: { ...filter, limit, offset }, signal });

/** True when nothing narrows the lobby: the first page is then what the lobby cache keeps. */
export const isUnfiltered = (filter: GameListFilter) => !filter.provider && !filter.tag && !filter.q;

export interface GameListOptions {
  filter: GameListFilter;
  /** the lobby config's page size (docs/product.md §9: 60) */
  pageSize?: number;
  /** the lobby cache the unfiltered first page is written to and shown from */
  cacheName?: ListCacheName | null;
}

export const gameListQueryOptions = ({ filter, pageSize = GAME_LIST_LIMIT, cacheName = null }: GameListOptions) => {
  const cached = cacheName && isUnfiltered(filter) ? readListCache(cacheName) : undefined;
  return infiniteQueryOptions({
    // The page size is left out of the key on purpose: it only sizes the next request,
    // and each offset follows what actually came back, so pages stay contiguous.
    queryKey: gameKeys.list(filter),
    queryFn: async ({ pageParam, signal }): Promise<GameListResponse> => {
      const page = await getGameList(filter, pageParam, pageSize, signal);
      if (cacheName && pageParam === 0 && isUnfiltered(filter)) writeListCache(cacheName, page);
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.games.length;
      return last.games.length > 0 && next < last.total ? next : undefined;
    },
    // Last visit's first page paints at once while the fresh one loads (a placeholder, never taken as fresh).
    placeholderData: (previous) => previous ?? (cached ? { pages: [cached], pageParams: [0] } : undefined),
  });
};

export const useGameList = (options: GameListOptions) => useInfiniteQuery(gameListQueryOptions(options));
