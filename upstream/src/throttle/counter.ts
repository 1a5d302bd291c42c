/**
 * Counts events (failed logins, codes sent) per key in the database, so every
 * upstream process on one database counts the same attempts and a restart
 * forgets none (docs/decisions/0066). One fixed window per scope and key:
 * it starts at the first hit after the last window expired and counts until
 * `windowMs` later. On the injectable clock, like everything timed here.
 */
import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import { stmt } from '../db/statements.js';

/** One counted event, for `takeBack`. */
export interface Hit {
  readonly key: string;
  readonly windowStart: number;
  readonly at: number;
}

interface CounterRow {
  window_start: number;
  expires_at: number;
  hits: number;
  last_at: number | null;
}

/** Every this many hits of one counter, the dead windows of every scope go. */
const PRUNE_EVERY = 1000;

// One statement per hit: a new window when the row's has expired, else one more hit unless the
// window is full. The WHERE of DO UPDATE makes "below the limit, then count" one atomic step on
// SQLite and PostgreSQL alike; a full window updates nothing and returns no row.
const HIT = `INSERT INTO throttle_counters (scope, key, window_start, expires_at, hits, last_at, prev_at)
  VALUES (@scope, @key, @now, @expiresAt, 1, @now, NULL)
  ON CONFLICT (scope, key) DO UPDATE SET
    window_start = CASE WHEN throttle_counters.expires_at <= @now THEN excluded.window_start ELSE throttle_counters.window_start END,
    expires_at = CASE WHEN throttle_counters.expires_at <= @now THEN excluded.expires_at ELSE throttle_counters.expires_at END,
    hits = CASE WHEN throttle_counters.expires_at <= @now THEN 1 ELSE throttle_counters.hits + 1 END,
    prev_at = CASE WHEN throttle_counters.expires_at <= @now THEN NULL ELSE throttle_counters.last_at END,
    last_at = excluded.last_at
  WHERE throttle_counters.expires_at <= @now OR throttle_counters.hits < @limit
  RETURNING window_start`;

export class ThrottleCounter {
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Names the counter in the table: one scope per kind of limit. */
    readonly scope: string,
    readonly windowMs: number,
  ) {}

  /** Hits of `key` in its live window. */
  count(key: string): number {
    return this.live(key)?.hits ?? 0;
  }

  /** When the newest hit of `key` still counted happened, if any. */
  last(key: string): number | undefined {
    const row = this.live(key);
    return row && row.hits > 0 ? (row.last_at ?? undefined) : undefined;
  }

  /**
   * Counts a hit now, unless the live window already holds `limit` hits:
   * then nothing changes and the answer is undefined.
   */
  hit(key: string, limit = Number.MAX_SAFE_INTEGER): Hit | undefined {
    const now = this.clock.now();
    const windowStart = stmt<[Record<string, unknown>], number>(this.db, HIT)
      .pluck()
      .get({ scope: this.scope, key, now, expiresAt: now + this.windowMs, limit });
    if (windowStart === undefined) return undefined;
    if (++this.hitsSincePrune >= PRUNE_EVERY) {
      this.hitsSincePrune = 0;
      pruneThrottles(this.db, now);
    }
    return { key, windowStart, at: now };
  }

  /**
   * Takes back a hit that turned out not to count (a login that succeeded);
   * nothing when its window has since expired or restarted.
   */
  takeBack(hit: Hit): void {
    stmt(
      this.db,
      `UPDATE throttle_counters SET hits = hits - 1, last_at = CASE WHEN last_at = @at THEN prev_at ELSE last_at END
        WHERE scope = @scope AND key = @key AND window_start = @windowStart AND hits > 0`,
    ).run({ scope: this.scope, key: hit.key, windowStart: hit.windowStart, at: hit.at });
  }

  clear(key: string): void {
    stmt(this.db, 'DELETE FROM throttle_counters WHERE scope = ? AND key = ?').run(this.scope, key);
  }

  private live(key: string): CounterRow | undefined {
    const row = stmt<[string, string], CounterRow>(
      this.db,
      'SELECT window_start, expires_at, hits, last_at FROM throttle_counters WHERE scope = ? AND key = ?',
    ).get(this.scope, key);
    return row && row.expires_at > this.clock.now() ? row : undefined;
  }
}

/** Drops every window that has expired (an attacker's keys must not grow the table for ever). */
export function pruneThrottles(db: Database, now: number): number {
  return stmt(db, 'DELETE FROM throttle_counters WHERE expires_at <= ?').run(now).changes;
}
