import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { migrate } from '../db/migrate.js';
import { MIGRATIONS } from '../db/migrations/index.js';

const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

describe('migration 015: promotions learn who may take them', () => {
  it('gives the demo agent’s seeded promotions the rule their wording promises, and every other one “any deposit”', () => {
    const file = join(tmpdir(), `upstream-promotion-migration-${randomUUID()}.sqlite`);
    files.push(file);
    const db = new BetterSqlite3(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 15),
    );
    const demo = Number(db.prepare('INSERT INTO agents (code, name) VALUES (?, ?)').run(DEFAULT_AGENT_CODE, 'หวยเดโม่').lastInsertRowid);
    const other = Number(db.prepare("INSERT INTO agents (code, name) VALUES ('OTHER', 'อื่น')").run().lastInsertRowid);
    const add = db.prepare(
      `INSERT INTO promotions (agent_id, title, description, bonus_percent, max_bonus, min_deposit, turnover_multiple) VALUES (?, ?, '', 10, 100, 100, 1)`,
    );
    for (const title of ['สมาชิกใหม่ รับโบนัส 100%', 'ฝากรายวัน รับเพิ่ม 20%', 'โบนัส 10% ทุกยอดฝาก']) add.run(demo, title);
    add.run(other, 'สมาชิกใหม่ รับโบนัส 100%');

    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 15))).toEqual([15]);
    expect(db.prepare('SELECT agent_id, eligibility, new_member_days FROM promotions ORDER BY id').all()).toEqual([
      { agent_id: demo, eligibility: 'first_deposit', new_member_days: 7 },
      { agent_id: demo, eligibility: 'once_per_day', new_member_days: 7 },
      { agent_id: demo, eligibility: 'any_deposit', new_member_days: 7 },
      // Another agent's promotion is theirs to set.
      { agent_id: other, eligibility: 'any_deposit', new_member_days: 7 },
    ]);
    expect(() => db.prepare("UPDATE promotions SET eligibility = 'sometimes'").run()).toThrow(/CHECK constraint/);
    db.close();
  });
});
