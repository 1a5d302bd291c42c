/**
 * The lobby caches of docs/product.md §3 (last, hot, casino, slot, sport, fishing,
 * freespin) in the persisted lobby state: what a lobby showed last time is
 * shown at once on the next visit while the fresh list loads. Stored data is
 * read back through the contract's schemas (lobby-cache-check.ts), so an old
 * shape is dropped, never trusted. The check (and zod with it) loads when the
 * browser is idle after a read found something stored: a first visit never
 * loads it, and until it has loaded (the server, the hydrating render) nothing
 * is read back, which is also what the server's HTML shows (decision 0054).
 */
import type { Game, GameListResponse } from '#shared/api/games.js';
import type { LobbyKey } from '#shared/api/games-catalogue.js';
import { readLobbyState, updateLobbyState } from '#client/lib/persisted-state.js';
import { whenIdle } from '#client/lib/when-idle.js';
import type * as LobbyCacheCheck from './lobby-cache-check.js';

export type ListCacheName = 'casino' | 'slot' | 'sport' | 'fishing' | 'freespin';
export type RowCacheName = 'hot' | 'last';

let check: typeof LobbyCacheCheck | null = null;
let checkLoading: Promise<void> | null = null;

/** Fetches the schemas once; the caches are read back from then on. */
export function loadLobbyCacheCheck(): Promise<void> {
  checkLoading ??= import('./lobby-cache-check.js').then(
    (loaded) => {
      check = loaded;
    },
    () => {
      // A chunk that failed to load (offline, a new deployment): the next caller tries again.
      checkLoading = null;
    },
  );
  return checkLoading;
}

/** What is stored under `name`, once the check has loaded; asks for the check when something is stored. */
function readChecked<T>(name: string, read: (checks: typeof LobbyCacheCheck, stored: unknown) => T | undefined): T | undefined {
  const stored = readLobbyState()[name];
  if (stored === undefined) return undefined;
  if (check) return read(check, stored);
  whenIdle(() => void loadLobbyCacheCheck());
  return undefined;
}

/** The lobby keys whose first page is kept (the home lobby lists everything and is not). */
export function listCacheName(lobbyKey: LobbyKey): ListCacheName | null {
  return lobbyKey === 'home' ? null : lobbyKey;
}

export function readListCache(name: ListCacheName): GameListResponse | undefined {
  return readChecked(name, (checks, stored) => checks.checkListCache(stored));
}

export function writeListCache(name: ListCacheName, page: GameListResponse): void {
  updateLobbyState({ [name]: page });
}

export function readRowCache(name: RowCacheName): Game[] | undefined {
  return readChecked(name, (checks, stored) => checks.checkRowCache(stored));
}

export function writeRowCaches(rows: Record<RowCacheName, Game[]>): void {
  updateLobbyState(rows);
}
