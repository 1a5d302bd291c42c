import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openGamesDatabase } from './connection.js';

const dir = mkdtempSync(join(tmpdir(), 'games-connection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the provider's file", () => {
  it('is synced at every commit like the site ledger', () => {
    const db = openGamesDatabase(join(dir, 'games.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      db.close();
    }
  });
});
