/**
 * The one way the game frame (and a live table's lobby tile) calls the built-in
 * provider's API (shared/src/games/game-calls.ts, served under `/games/api/*`). Not
 * lib/api-client: the Bearer here is the game session, not the member's site
 * session, and a refused or expired game session must never log the member
 * out of the site or send the frame to /login. Same envelope, same ApiError,
 * the same HTTP core (lib/http/envelope-fetch.ts).
 */
import type { BodyInputOf, Call, DataOf } from '#shared/api/call.js';
import { ErrorCode } from '#shared/errors.js';
import { dataOf, sendForEnvelope } from '#client/lib/http/envelope-fetch.js';

export async function slotRequest<T>(path: string, body: unknown, gameSession?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (gameSession) headers.authorization = `Bearer ${gameSession}`;
  const answer = await sendForEnvelope<T>(() => fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }));
  // A failed status that still says `error: 0` is no success.
  const ok = answer.status >= 200 && answer.status < 300;
  return dataOf(answer, undefined, ok ? undefined : ErrorCode.INTERNAL);
}

/** One of the provider's calls (shared/src/games/game-calls.ts): the path from its entry, the answer's type from its schema. */
export function gameCall<C extends Call>(call: C, body: BodyInputOf<C>, gameSession?: string): Promise<DataOf<C>> {
  return slotRequest<DataOf<C>>(call.path, body ?? {}, gameSession);
}
