/**
 * Signed POSTs from the provider to the site (the provider protocol's
 * signature and replay window, server-kit/src/provider-signature.ts): the wallet
 * calls (wallet-client.ts) and the live tables' reports (games/src/baccarat)
 * both go through here. Each body is serialised once and signed exactly as
 * sent. An answer that is lost (network error, timeout, 5xx, not an envelope,
 * a success that does not parse) is retried with the very same body, since
 * every protocol call is idempotent by its id; a refusal (an envelope with an
 * error) is final and thrown as its AppError.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { Clock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import type { SiteTransport } from './site-pool.js';

export interface SiteClientOptions {
  /** the way to the site (site-pool.ts: a keep-alive pool on its origin, which times each call out); tests put one that loses answers in front */
  transport: SiteTransport;
  providerCode: string;
  secret: string;
  clock: Clock;
  /** tries of one request before its answer counts as lost; default 3 */
  attempts?: number;
  /** wait between tries, growing with each; default 200 ms (wall time: a restarting site needs real time, not the game's clock) */
  retryDelayMs?: number;
}

/** The site never answered (after every try): whether it took the call is unknown. */
export class SiteUnreachable extends Error {
  override name = 'SiteUnreachable';
}

/** Posts `body` to `path`, answers the envelope's data read with `schema`; throws the refusal's AppError, or `unreachable(path)` when lost. */
export type SignedPost = <S extends z.ZodType>(path: string, body: unknown, schema: S) => Promise<z.output<S>>;

type Answer = { lost: true } | { lost: false; error: number; message?: string; data?: unknown };

export function createSignedPost(options: SiteClientOptions, unreachable: (path: string) => Error = (path) => new SiteUnreachable(`the site did not answer ${path}`)): SignedPost {
  const { transport } = options;
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 200;

  async function once(path: string, raw: string): Promise<Answer> {
    try {
      const response = await transport.send(path, raw, {
        'content-type': 'application/json',
        ...signedHeaders(options.providerCode, options.secret, raw, options.clock.now()),
      });
      if (response.status >= 500) return { lost: true };
      const envelope = JSON.parse(response.text) as { error?: unknown; message?: string; data?: unknown } | null;
      if (typeof envelope?.error !== 'number') return { lost: true };
      return { lost: false, error: envelope.error, message: envelope.message, data: envelope.data };
    } catch {
      return { lost: true };
    }
  }

  return async (path, body, schema) => {
    const raw = JSON.stringify(body);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const answer = await once(path, raw);
      if (!answer.lost) {
        if (answer.error !== 0) throw AppError.relay(answer);
        const parsed = schema.safeParse(answer.data);
        // A success we cannot read is as good as lost: the repeat answers the same, so it ends as lost too.
        if (parsed.success) return parsed.data;
      }
      if (attempt < attempts && retryDelayMs > 0) await sleep(retryDelayMs * attempt);
    }
    throw unreachable(path);
  };
}
