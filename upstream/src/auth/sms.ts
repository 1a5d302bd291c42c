import type { Database } from 'better-sqlite3';
import { stmt } from '../db/statements.js';
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

/**
 * Demo mode without a gateway: the message goes to an outbox the agent console
 * shows. It is a table (sms_outbox), so a code one upstream process sent is in
 * the outbox every other process on the database shows (docs/decisions/0066).
 */
export function demoOutboxSender(db: Database, now: () => number): SmsSender {
  const record = db.transaction((phone: string, text: string) => {
    const seq = stmt<[string, string, number], number>(db, 'INSERT INTO sms_outbox (phone, text, sent_at) VALUES (?, ?, ?) RETURNING seq')
      .pluck()
      .get(phone, text, now())!;
    stmt(db, 'DELETE FROM sms_outbox WHERE seq <= ?').run(seq - OUTBOX_SIZE);
  });
  return (phone, text) => {
    try {
      record(phone, text);
      return Promise.resolve();
    } catch (error) {
      // Like a gateway's refusal: the caller, which never waits for a send, logs it.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/** Newest first. */
export function demoOutbox(db: Database): readonly OutboxMessage[] {
  return stmt<[number], OutboxMessage>(db, 'SELECT phone, text, sent_at AS sentAt FROM sms_outbox ORDER BY seq DESC LIMIT ?').all(OUTBOX_SIZE);
}
