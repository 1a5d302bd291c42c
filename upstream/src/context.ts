import type { Clock } from '#shared/clock.js';
import type { Db } from './db/transaction.js';
import type { UpstreamSettings } from './settings.js';

/** What every service needs: handed down from createUpstream, never global. */
export interface Ctx {
  /** the database, routed to the transaction the calling code runs inside (db/transaction.ts) */
  db: Db;
  clock: Clock;
  settings: UpstreamSettings;
}
