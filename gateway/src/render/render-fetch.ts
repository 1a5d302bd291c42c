/**
 * How a page render reads `/api`: straight to the upstream through the
 * gateway's own client (no loopback through the gateway's stack), as a visitor
 * (a render carries no member's token). Reads are shared for a moment across
 * renders in flight, so a rush of first visits does not multiply upstream load:
 * everything a render reads is public (it has no session to read anything else).
 */
import type { RenderFetch } from '#shared/page-render.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';

/** How long a settled read keeps answering other renders. */
export const SHARED_READ_MS = 1_000;

interface SharedAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** `/games/api/*` reads go to the built-in provider (its live tables on a game tile), the rest to the upstream. */
export function createRenderFetch({ upstream, games, now = Date.now }: { upstream: UpstreamClient; games?: UpstreamClient; now?: () => number }): RenderFetch {
  const shared = new Map<string, { promise: Promise<SharedAnswer>; settledAt?: number }>();

  function read(method: string, path: string, body: string | undefined): Promise<SharedAnswer> {
    const key = `${method} ${path} ${body ?? ''}`;
    const entry = shared.get(key);
    if (entry && (entry.settledAt === undefined || now() - entry.settledAt < SHARED_READ_MS)) return entry.promise;
    const target = path.startsWith('/games/api/') ? games : upstream;
    if (!target) return Promise.resolve({ status: 404, contentType: 'application/json', text: '{"error":404}' });
    const promise = target
      .send({ method, path, body: body === undefined ? undefined : (JSON.parse(body) as unknown), countAs: 'page-render' })
      .then((response) => ({ status: response.status, contentType: response.contentType ?? 'application/json', text: response.text }));
    const fresh: { promise: Promise<SharedAnswer>; settledAt?: number } = { promise };
    shared.set(key, fresh);
    const settle = () => {
      fresh.settledAt = now();
      // A failure is not kept: the next render asks again.
      setTimeout(() => shared.get(key) === fresh && shared.delete(key), SHARED_READ_MS).unref();
    };
    promise.then(settle, () => shared.get(key) === fresh && shared.delete(key));
    return promise;
  }

  return async (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : undefined;
    const answer = await read(method, url, body);
    return new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };
}
