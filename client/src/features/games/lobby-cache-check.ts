/**
 * Reads stored lobby caches back through the contract's schemas, so an old
 * shape is dropped, never trusted. A module of its own: it carries zod, which
 * a lobby's first route does not load (lobby-cache.ts fetches it when idle).
 */
import { z } from 'zod';
import { ZGame, ZGameListResponse, type Game, type GameListResponse } from '#shared/api/games.js';

const ZRow = z.array(ZGame);

export function checkListCache(stored: unknown): GameListResponse | undefined {
  const parsed = ZGameListResponse.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export function checkRowCache(stored: unknown): Game[] | undefined {
  const parsed = ZRow.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}
