/**
 * Counts events (failed logins, codes sent) per key in the database, so every
 * upstream process on one database counts the same attempts and a restart
 * forgets none (docs/decisions/0066). One fixed window per scope and key:
 * it starts at the first hit after the last window expired and counts until
 * `windowMs` later. On the injectable clock, like everything timed here.
 */
import { sql } from 'kysely';
import type { Clock } from '#shared/clock.js';
import type { Db } from '../db/transaction.js';

/** One counted event, for `takeBack`, and what the window held before it. */
export interface Hit {
  readonly key: string;
  readonly windowStart: number;
  readonly at: number;
  /** the live window's hits before this one, and when the newest of them happened */
  readonly before: { readonly hits: number; readonly lastAt: number | undefined };
}

/** Every this many hits of one counter, the dead windows of every scope go. */
const PRUNE_EVERY = 1000;

export class ThrottleCounter {
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Names the counter in the table: one scope per kind of limit. */
    readonly scope: string,
    readonly windowMs: number,
  ) {}

  /** Hits of `key` in its live window. */
  async count(key: string): Promise<number> {
    return (await this.live(key))?.hits ?? 0;
  }

  /** When the newest hit of `key` still counted happened, if any. */
  async last(key: string): Promise<number | undefined> {
    const row = await this.live(key);
    return row && row.hits > 0 ? (row.last_at ?? undefined) : undefined;
  }

  /**
   * Counts a hit now, unless the live window already holds `limit` hits:
   * then nothing changes and the answer is undefined.
   *
   * One statement: a new window when the row's has expired, else one more hit
   * unless the window is full. The WHERE of DO UPDATE makes "below the limit,
   * then count" one atomic step on SQLite and PostgreSQL alike (PostgreSQL
   * checks it on the row as the last writer left it, and the row stays locked
   * until the caller's transaction ends); a full window updates nothing and
   * returns no row.
   */
  async hit(key: string, limit = Number.MAX_SAFE_INTEGER): Promise<Hit | undefined> {
    const now = this.clock.now();
    const expiresAt = now + this.windowMs;
    const { rows } = await sql<{ window_start: number; hits: number; prev_at: number | null }>`
      INSERT INTO throttle_counters (scope, key, window_start, expires_at, hits, last_at, prev_at)
      VALUES (${this.scope}, ${key}, ${now}, ${expiresAt}, 1, ${now}, NULL)
      ON CONFLICT (scope, key) DO UPDATE SET
        window_start = CASE WHEN throttle_counters.expires_at <= ${now} THEN excluded.window_start ELSE throttle_counters.window_start END,
        expires_at = CASE WHEN throttle_counters.expires_at <= ${now} THEN excluded.expires_at ELSE throttle_counters.expires_at END,
        hits = CASE WHEN throttle_counters.expires_at <= ${now} THEN 1 ELSE throttle_counters.hits + 1 END,
        prev_at = CASE WHEN throttle_counters.expires_at <= ${now} THEN NULL ELSE throttle_counters.last_at END,
        last_at = excluded.last_at
      WHERE throttle_counters.expires_at <= ${now} OR throttle_counters.hits < CAST(${limit} AS BIGINT)
      RETURNING window_start, hits, prev_at`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    if (++this.hitsSincePrune >= PRUNE_EVERY) {
      this.hitsSincePrune = 0;
      await pruneThrottles(this.db, now);
    }
    // A continued window moved its newest hit to prev_at; a new one starts at this hit alone.
    const before = { hits: row.hits - 1, lastAt: row.hits > 1 ? (row.prev_at ?? undefined) : undefined };
    return { key, windowStart: row.window_start, at: now, before };
  }

  /**
   * Takes back a hit that turned out not to count (a login that succeeded);
   * nothing when its window has since expired or restarted.
   */
  async takeBack(hit: Hit): Promise<void> {
    await this.db
      .updateTable('throttle_counters')
      .set((eb) => ({
        hits: eb('hits', '-', 1),
        last_at: eb.case().when('last_at', '=', hit.at).then(eb.ref('prev_at')).else(eb.ref('last_at')).end(),
      }))
      .where('scope', '=', this.scope)
      .where('key', '=', hit.key)
      .where('window_start', '=', hit.windowStart)
      .where('hits', '>', 0)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('scope', '=', this.scope).where('key', '=', key).execute();
  }

  private async live(key: string) {
    const row = await this.db
      .selectFrom('throttle_counters')
      .select(['window_start', 'expires_at', 'hits', 'last_at'])
      .where('scope', '=', this.scope)
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.expires_at > this.clock.now() ? row : undefined;
  }
}

/** Drops every window that has expired (an attacker's keys must not grow the table for ever). */
export async function pruneThrottles(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('throttle_counters').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
