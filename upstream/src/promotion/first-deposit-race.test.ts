/**
 * Two deposits of one member confirmed at the same moment by two processes on
 * one database (docs/decisions/0047): only one of them may take the
 * first-deposit bonus, both are credited, and the books stay exact.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import type { Promotion } from '#shared/api/promotion.js';
import { balanceOf } from '../test-support/lotto.js';
import { expectBooksBalance, memberIdOf, pendingDeposit } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';

// The repository's tsx, without npx's start-up.
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const WORKER = fileURLToPath(new URL('../test-support/deposit-race-worker.ts', import.meta.url));

interface Worker {
  ready: Promise<void>;
  go(): void;
  answers: Promise<Record<string, number | string>>;
}

/** A process that confirms `refs` once told to go; answers each ref's error code. */
function startWorker(up: TestUpstream, refs: string[]): Worker {
  // The worker opens the same database: the SQLite file, or the PostgreSQL URL.
  const where = 'file' in up.location ? up.location.file : up.location.url;
  const child = spawn(TSX, [WORKER, where, String(up.clock.now()), refs.join(',')], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.startsWith('ready\n')) markReady();
  });
  const answers = new Promise<Record<string, number | string>>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`worker exited ${code}: ${out}`));
      else resolve(JSON.parse(out.slice('ready\n'.length)) as Record<string, number | string>);
    });
  });
  return { ready, go: () => child.stdin.end('go\n'), answers };
}

describe('a first-deposit bonus and two deposits confirmed at once', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('pays the bonus on exactly one of them, credits both, and keeps the books exact', async () => {
    const firstDeposit = (await up.get<Promotion[]>(API.promotion.list)).body.data!.find((p) => p.eligibility.rule === 'first_deposit')!;
    const members: RegisteredMember[] = [];
    const pairs: [string, string][] = [];
    for (let i = 0; i < 25; i += 1) {
      const member = await up.register();
      expect((await up.post(API.promotion.accept, { promotion_id: firstDeposit.promotion_id }, { token: member.token })).body.error).toBe(0);
      const a = await pendingDeposit(up, member, 100);
      // A second pending deposit beside it: one at a time is the member's rule, not the bank feed's.
      // Its ref differs from the first's last two letters (a random ref ends in ZZ once in 1,024).
      const b = `${a.slice(0, 10)}${a.endsWith('ZZ') ? 'YY' : 'ZZ'}`;
      const original = await up.db
        .selectFrom('deposits')
        .select(['member_id', 'channel_id', 'sub_channel_id', 'amount', 'payload', 'created_at', 'expires_at'])
        .where('ref', '=', a)
        .executeTakeFirstOrThrow();
      await up.db
        .insertInto('deposits')
        .values({ ...original, ref: b, status: 'pending' })
        .execute();
      members.push(member);
      pairs.push([a, b]);
    }

    const first = startWorker(
      up,
      pairs.map(([a]) => a),
    );
    const second = startWorker(
      up,
      pairs.map(([, b]) => b),
    );
    await Promise.all([first.ready, second.ready]);
    first.go();
    second.go();
    const answers = { ...(await first.answers), ...(await second.answers) };

    // Both deposits of every member are credited: neither process failed on the other's lock.
    expect(Object.values(answers)).toEqual(Array.from({ length: 50 }, () => 0));
    for (const [i, member] of members.entries()) {
      const [a, b] = pairs[i]!;
      const rows = await up.db
        .selectFrom('deposits')
        .select(['ref', 'status', 'bonus', 'member_promotion_id'])
        .where('ref', 'in', [a, b])
        .orderBy('ref')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['paid', 'paid']);
      expect(rows.map((r) => r.bonus).sort((x, y) => x - y)).toEqual([0, 100_00]);
      expect(rows.filter((r) => r.member_promotion_id !== null)).toHaveLength(1);
      expect(await balanceOf(up, member)).toBe(200_00);
      expect(await balanceOf(up, member, 2)).toBe(100_00);
      const taken = await up.db
        .selectFrom('member_promotions')
        .select(['status', 'deposit', 'bonus'])
        .where('member_id', '=', await memberIdOf(up, member))
        .execute();
      expect(taken).toEqual([
        { status: 'active', deposit: 100_00, bonus: 100_00 },
      ]);
    }
    const { bonuses } = await up.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('bonuses'))
      .where('kind', '=', 'bonus')
      .executeTakeFirstOrThrow();
    expect(bonuses).toBe(25);
    await expectBooksBalance(up);
  }, 60_000);
});
