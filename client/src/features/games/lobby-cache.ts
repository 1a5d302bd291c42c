/**
 * The lobby caches of spec §3 (last, hot, casino, slot, sport, fishing,
 * freespin) in the persisted lobby state: what a lobby showed last time is
 * shown at once on the next visit while the fresh list loads. Stored data is
 * read back through the contract's schemas, so an old shape is dropped, never
 * trusted.
 */
import { z } from 'zod';
import { ZGame, ZGameListResponse, type Game, type GameListResponse, type LobbyKey } from '@shared/api/games.js';
import { readLobbyState, updateLobbyState } from '../../lib/persisted-state.js';

export type ListCacheName = 'casino' | 'slot' | 'sport' | 'fishing' | 'freespin';
export type RowCacheName = 'hot' | 'last';

/** The lobby keys whose first page is kept (the home lobby lists everything and is not). */
export function listCacheName(lobbyKey: LobbyKey): ListCacheName | null {
  return lobbyKey === 'home' ? null : lobbyKey;
}

export function readListCache(name: ListCacheName): GameListResponse | undefined {
  const parsed = ZGameListResponse.safeParse(readLobbyState()[name]);
  return parsed.success ? parsed.data : undefined;
}

export function writeListCache(name: ListCacheName, page: GameListResponse): void {
  updateLobbyState({ [name]: page });
}

const ZRow = z.array(ZGame);

export function readRowCache(name: RowCacheName): Game[] | undefined {
  const parsed = ZRow.safeParse(readLobbyState()[name]);
  return parsed.success ? parsed.data : undefined;
}

export function writeRowCaches(rows: Record<RowCacheName, Game[]>): void {
  updateLobbyState(rows);
}
