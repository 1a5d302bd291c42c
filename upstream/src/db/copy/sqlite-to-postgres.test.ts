import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withdrawCalls } from '#shared/api/withdraw.js';
import { readBooks } from '../../ledger/books.js';
import { fundedMember, openRound, placeBill } from '../../test-support/lotto.js';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../../test-support/postgres.js';
import { startUpstream, type TestUpstream } from '../../test-support/upstream.js';
import { openPostgres } from '../postgres/open.js';
import type { DB } from '../schema.js';
import { copySqliteToPostgres } from './sqlite-to-postgres.js';

const sourceFile = join(tmpdir(), `copy-source-${randomUUID()}.sqlite`);

describeOnPostgres('moving a site from SQLite to PostgreSQL', () => {
  let up: TestUpstream;
  let database: TestDatabase;
  let target: Kysely<DB>;

  beforeAll(async () => {
    // A site with history: the demo data, members with deposits, a bill, a withdrawal.
    // The source is always a SQLite file, whichever engine the run's other suites use.
    up = await startUpstream({ location: { file: sourceFile } });
    const round = await openRound(up, 'HANOI');
    for (let i = 0; i < 3; i += 1) {
      const member = await fundedMember(up, 500);
      await placeBill(up, member, { round_id: round.id, items: [{ bet_type: '2top', number: `1${i}`, amount: 10 }] });
      expect((await up.post(withdrawCalls.withdraw.path, { amount: 100 }, { token: member.token })).body.error).toBe(0);
    }
    database = await createTestDatabase();
    target = await openPostgres(database.url);
  });
  afterAll(async () => {
    await target?.destroy();
    await database?.drop();
    await up?.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${sourceFile}${suffix}`, { force: true });
  });

  it('copies every row, carries identities on, and commits only books that match', async () => {
    const source = up.db;
    const report = await copySqliteToPostgres(source, target);

    const members = report.tables.find((t) => t.name === 'members');
    expect(members?.rows).toBeGreaterThanOrEqual(4);
    for (const table of report.tables) {
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table.name)}`.execute(target);
      expect({ table: table.name, rows: rows[0]?.n }).toEqual({ table: table.name, rows: table.rows });
    }
    expect(await readBooks(target)).toEqual(await readBooks(source));
    expect(report.books.wallets.some((line) => line.balance > 0)).toBe(true);

    // The next member gets the next id, not one the copy already used.
    const highest = (await target.selectFrom('members').select(sql<number>`MAX(id)`.as('id')).executeTakeFirstOrThrow()).id;
    const next = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('members', 'id')) AS id`.execute(target);
    expect(next.rows[0]?.id).toBe(highest + 1);
  });

  it('refuses a database that already holds data, and leaves it as it was', async () => {
    const before = await readBooks(target);
    await expect(copySqliteToPostgres(up.db, target)).rejects.toThrow(/already holds data/);
    expect(await readBooks(target)).toEqual(before);
  });
});
