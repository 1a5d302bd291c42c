import type { Database } from 'better-sqlite3';
import type { SmsSender } from '../settings.js';

/**
 * A generic SMS gateway: POST `{ to, text }` as JSON to `url` with the bearer
 * token; any 2xx is sent. Providers that want another shape sit behind a small
 * relay of the operator's (docs/decisions/0028).
 */
export function httpSmsSender(url: string, token: string | undefined, timeoutMs = 10_000): SmsSender {
  return async (phone, text) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: number;
}

const OUTBOX_SIZE = 50;
// Keyed by the database: the auth and operator handlers of one app share it, two apps never do.
const outboxes = new WeakMap<Database, OutboxMessage[]>();

/** Demo mode without a gateway: the message goes to an outbox the agent console shows. */
export function demoOutboxSender(db: Database, now: () => number): SmsSender {
  return (phone, text) => {
    const outbox = outboxes.get(db) ?? [];
    outbox.unshift({ phone, text, sentAt: now() });
    outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
    outboxes.set(db, outbox);
    return Promise.resolve();
  };
}

/** Newest first. */
export function demoOutbox(db: Database): readonly OutboxMessage[] {
  return outboxes.get(db) ?? [];
}
