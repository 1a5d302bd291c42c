import { inTransaction, type Db } from '../../db/transaction.js';
import type { SmsSender } from '../../settings.js';

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
export function demoOutboxSender(db: Db, now: () => number): SmsSender {
  // A rejection is like a gateway's refusal: the caller, which never waits for a send, logs it.
  return (phone, text) =>
    inTransaction(db, async () => {
      const { seq } = await db.insertInto('sms_outbox').values({ phone, text, sent_at: now() }).returning('seq').executeTakeFirstOrThrow();
      await db.deleteFrom('sms_outbox').where('seq', '<=', seq - OUTBOX_SIZE).execute();
    });
}

/** Newest first. */
export async function demoOutbox(db: Db): Promise<OutboxMessage[]> {
  return await db.selectFrom('sms_outbox').select(['phone', 'text', 'sent_at as sentAt']).orderBy('seq', 'desc').limit(OUTBOX_SIZE).execute();
}
