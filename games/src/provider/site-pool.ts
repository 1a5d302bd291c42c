/**
 * How the provider's signed calls reach the site (site-client.ts): one POST of
 * a body already serialised and signed, answered with its status and text. The
 * provider's own is a keep-alive pool on the site's origin; tests put one in
 * front of it that loses answers.
 */
import { createOriginPool } from '#server-kit/http/pool.js';

export interface SiteAnswer {
  status: number;
  text: string;
}

export interface SiteTransport {
  /** Rejects when the answer is lost on the way: a network fault, or no whole answer within the timeout. */
  send(path: string, raw: string, headers: Record<string, string>): Promise<SiteAnswer>;
}

export interface SitePool extends SiteTransport {
  /** Lets calls in flight finish, then ends the connections. */
  close(): Promise<void>;
  /** Ends the connections now: calls in flight are lost (every protocol call is sent again under its id later). */
  destroy(): Promise<void>;
}

/** Per call: an answer slower than this counts as lost and the call is tried again (site-client.ts). */
export const SITE_TIMEOUT_MS = 10_000;

/** A keep-alive pool on the site's origin (server-kit/src/http/pool.ts): the protocol's paths (/provider/…) are under `siteUrl`. */
export function createSitePool(siteUrl: string, timeoutMs = SITE_TIMEOUT_MS): SitePool {
  const pool = createOriginPool(siteUrl, timeoutMs);
  return {
    async send(path, raw, headers) {
      const { status, text } = await pool.exchange('POST', path, headers, raw);
      return { status, text };
    },
    close: () => pool.close(),
    destroy: () => pool.destroy(),
  };
}
