import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import type { UpstreamSettings } from './settings.js';

/** What every service needs: handed down from createUpstream, never global. */
export interface Ctx {
  db: Database;
  clock: Clock;
  settings: UpstreamSettings;
}
