import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';

const dir = mkdtempSync(join(tmpdir(), 'connection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the ledger file', () => {
  it('is written ahead in a log that is synced at every commit, with its foreign keys checked', () => {
    const db = openDatabase(join(dir, 'ledger.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL: a commit the upstream has answered is on the disk, not only in the operating system's cache.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });
});
