import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES_MIGRATIONS } from './migrations.js';
import { openGamesSqlite } from './database.js';

const dir = mkdtempSync(join(tmpdir(), 'games-connection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the provider's file", () => {
  it('is synced at every commit like the site ledger', () => {
    const db = openGamesSqlite(join(dir, 'games.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('is migrated once when two processes open it together', () => {
    // Two connections stand for two processes: the second finds every migration done.
    const first = openGamesSqlite(join(dir, 'twice.db'));
    const second = openGamesSqlite(join(dir, 'twice.db'));
    try {
      const versions = second.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
      expect(versions).toEqual(GAMES_MIGRATIONS.map((m) => m.version));
    } finally {
      first.close();
      second.close();
    }
  });
});
