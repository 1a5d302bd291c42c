/**
 * The one way the game frame (and a live table's lobby tile) calls the built-in
 * provider's API (shared/src/games/game-calls.ts, served under `/games/api/*`). Not
 * lib/api-client: the Bearer here is the game session, not the member's site
 * session, and a refused or expired game session must never log the member
 * out of the site or send the frame to /login. Same envelope, same ApiError.
 */
import type { BodyInputOf, Call, DataOf } from '@shared/api/call.js';
import { ErrorCode, errorEntry } from '@shared/errors.js';
import type { Envelope } from '@shared/envelope.js';
import { ApiError } from '../lib/api-client.js';

export async function slotRequest<T>(path: string, body: unknown, gameSession?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (gameSession) headers.authorization = `Bearer ${gameSession}`;

  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(ErrorCode.UPSTREAM_DOWN, errorEntry(ErrorCode.UPSTREAM_DOWN).message, 0);
  }

  let envelope: Envelope<T> | null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.error !== 'number') {
    throw new ApiError(ErrorCode.INTERNAL, errorEntry(ErrorCode.INTERNAL).message, response.status);
  }
  if (envelope.error !== 0 || !response.ok) {
    const code = envelope.error || ErrorCode.INTERNAL;
    throw new ApiError(code, envelope.message ?? errorEntry(code).message, response.status, {}, envelope.data);
  }
  return envelope.data as T;
}

/** One of the provider's calls (shared/src/games/game-calls.ts): the path from its entry, the answer's type from its schema. */
export function gameCall<C extends Call>(call: C, body: BodyInputOf<C>, gameSession?: string): Promise<DataOf<C>> {
  return slotRequest<DataOf<C>>(call.path, body ?? {}, gameSession);
}
