/**
 * Two upstream processes on one PostgreSQL database (the proof of docs/decisions/0064): the
 * layout an operator runs. Each is `npm run upstream`'s entry in a process of
 * its own, and every request below goes to one or the other, at once. The
 * money rules must hold across them exactly as in one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/api/auth.js';
import { lottoBillCalls } from '#shared/api/lotto/bills.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { withdrawCalls } from '#shared/api/withdraw.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { openPostgres } from '../db/postgres/open.js';
import type { DB } from '../db/schema.js';
import { mainBalanceOf } from './wallets.js';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test-support/postgres.js';
import { registerBody, TEST_AGENT_KEY } from '../test-support/upstream.js';
import { readBooks, unbalanced } from './books.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Process {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** `npm run upstream`'s entry on the test's database; answers once its API answers. */
async function startProcess(databaseUrl: string): Promise<Process> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'two-processes-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/upstream.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AGENT_API_KEY: TEST_AGENT_KEY,
      BUILTIN_PROVIDER_SECRET: 'two-processes-secret-0123456789abcdef',
      DEMO: 'off',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the upstream process exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/lotto/lobby`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call<T>(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

describeOnPostgres('two upstream processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  let a: Process;
  let b: Process;
  /** Alternates between the two processes, so every burst below lands on both. */
  const either = (i: number) => (i % 2 === 0 ? a.url : b.url);

  /** A new member registered on one process, with `thb` credited by the agent on the other. */
  async function fundedMember(thb: number): Promise<{ token: string; username: string; id: number }> {
    const body = registerBody();
    const registered = await call<LoginResponse>(a.url, API.auth.register, body);
    expect(registered.error, JSON.stringify(registered)).toBe(0);
    const credited = await call(b.url, OPERATOR.credit, { username: body.username, amount: thb, reason: 'ทดสอบสองโปรเซส' }, { authorization: `Bearer ${TEST_AGENT_KEY}` });
    expect(credited.error, JSON.stringify(credited)).toBe(0);
    const { id } = await db.selectFrom('members').select('id').where('username', '=', body.username).executeTakeFirstOrThrow();
    return { token: registered.data!.access_token, username: body.username, id };
  }

  /** An open round that takes two-digit bets and stays open for the test's few minutes (the lease holder's scheduler opens them). */
  async function openRoundId(): Promise<number> {
    for (;;) {
      const { rows } = await sql<{ id: number }>`
        SELECT r.id FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
        WHERE r.status = 'open' AND r.closes_at > ${Date.now() + 5 * 60_000} AND c.bet_types LIKE '%2top%'
        ORDER BY r.closes_at LIMIT 1`.execute(db);
      if (rows[0]) return rows[0].id;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // Both start on the empty database at once: one migrates and seeds, the other finds it done.
    [a, b] = await Promise.all([startProcess(database.url), startProcess(database.url)]);
    db = await openPostgres(database.url);
  }, 180_000);

  afterAll(async () => {
    for (const process of [a, b]) {
      if (!process) continue;
      process.child.kill('SIGTERM');
      await new Promise((resolve) => (process.child.exitCode !== null ? resolve(null) : process.child.once('exit', resolve)));
      rmSync(process.dataDir, { recursive: true, force: true });
    }
    await db?.destroy();
    await database?.drop();
  }, 60_000);

  it('300 bills at once on a balance that covers 49 make 49, across both processes', async () => {
    const member = await fundedMember(490);
    const roundId = await openRoundId();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(either(i), lottoBillCalls.billCreate.path, { round_id: roundId, items: [{ bet_type: '2top', number: String(i % 100).padStart(2, '0'), amount: 10 }] }, {
          authorization: `Bearer ${member.token}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(49);
    expect(answers.filter((answer) => answer.error !== 0).every((answer) => answer.error === ErrorCode.INSUFFICIENT_BALANCE)).toBe(true);
    expect(await mainBalanceOf(db, member.id)).toBe(0);
  }, 120_000);

  it('one idempotency key sent to both processes at once makes one bill, and every answer is the first', async () => {
    const member = await fundedMember(100);
    const roundId = await openRoundId();
    const body = { round_id: roundId, items: [{ bet_type: '2top', number: '42', amount: 10 }] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<{ bill_id: number }>(either(i), lottoBillCalls.billCreate.path, body, { authorization: `Bearer ${member.token}`, 'idempotency-key': 'one-key-two-processes' }),
      ),
    );
    expect(answers.every((answer) => answer.error === 0)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    const bills = await db.selectFrom('lotto_bills').select('id').where('member_id', '=', member.id).execute();
    expect(bills).toHaveLength(1);
    expect(await mainBalanceOf(db, member.id)).toBe(90_00);
  }, 60_000);

  it('30 withdrawals of 100 at once on 150 give one, across both processes', async () => {
    const member = await fundedMember(150);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(either(i), withdrawCalls.withdraw.path, { amount: 100 }, { authorization: `Bearer ${member.token}` })),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(await mainBalanceOf(db, member.id)).toBe(50_00);
    const withdrawals = await db.selectFrom('withdrawals').select('id').where('member_id', '=', member.id).execute();
    expect(withdrawals).toHaveLength(1);
  }, 60_000);

  it('leaves every balance equal to the sum of its entries', async () => {
    expect(unbalanced(await readBooks(db))).toEqual([]);
  });
});
