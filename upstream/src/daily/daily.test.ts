import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type StoreLocation, type UpstreamStore } from '../db/store.js';
import { resolveSettings } from '../settings.js';
import { createScheduler } from '../lotto/scheduler.js';
import { addDays, dayStart } from '#shared/dates/calendar.js';
import { ledgerSum, nextMorning, pastMidnight, runsOf, stakeLotto, stakeYeekee, today } from '../test-support/daily.js';
import { ctxOf, fundedMember } from '../test-support/lotto.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import type { Ctx } from '../context.js';
import { turnoverCashbackJob } from '../cashback/turnover.js';
import { dayActivity } from './activity.js';
import { ratesOn } from './rates.js';
import { runJob, type DayInput, type RunOutcome } from './runner.js';
import { createDailyScheduler } from './scheduler.js';

// The repository's tsx, without npx's start-up.
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Members with more than one row of a day in `table`: none, when each job pays once. */
const rowsOf = async (up: TestUpstream, table: 'cashback_turnover' | 'cashback_loss') =>
  (await sql`SELECT member_id, day, COUNT(*) AS n FROM ${sql.table(table)} GROUP BY member_id, day HAVING COUNT(*) > 1`.execute(up.db)).rows;

/** What the race worker opens: the SQLite file, or the PostgreSQL URL. */
const whereOf = (location: StoreLocation) => ('file' in location ? location.file : location.url);

describe('two upstreams on one database at midnight', () => {
  let first: TestUpstream;
  let second: TestUpstream;
  beforeAll(async () => {
    first = await startUpstream();
    // The same database and the same clock: both schedulers fire at the same midnight.
    second = await startUpstream({ location: first.location, clock: first.clock, seed: false });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });
  afterEach(() => expectBooksBalance(first));

  it('pay each member once per job and day', async () => {
    const members: RegisteredMember[] = [];
    for (let i = 0; i < 5; i++) {
      const member = await fundedMember(first, 1_000);
      await stakeLotto(i % 2 ? first : second, member, 200 + i * 100);
      members.push(member);
    }
    const day = await pastMidnight(first);
    // The clock is both apps': wait for what it started in the second too.
    await second.settle();
    for (const [i, member] of members.entries()) {
      // 0.3 % of the stake, once, though both processes ran the job.
      expect(await ledgerSum(first, member, 'cashback')).toBe(((200 + i * 100) * 100 * 3) / 1000);
    }
    expect(await rowsOf(first, 'cashback_turnover')).toEqual([]);
    expect(await rowsOf(first, 'cashback_loss')).toEqual([]);
    const runs = await runsOf(second, day);
    expect(runs.map((r) => [r.job, r.members])).toEqual([
      ['affiliate_commission', 0],
      ['loss_refund', 5],
      ['turnover_cashback', 5],
    ]);
    await expectBooksBalance(first);
  });
});

describe('two processes interleaving one job', () => {
  let up: TestUpstream;
  let store: UpstreamStore;
  let other: Ctx;
  beforeAll(async () => {
    up = await startUpstream();
    // A second process's own connection to the same database.
    store = await openStore(up.location);
    other = { db: store.db, clock: up.clock, settings: resolveSettings({}) };
  });
  afterAll(async () => {
    await store.close();
    await up.close();
  });
  afterEach(() => expectBooksBalance(up));

  it('write each unit once even when both read the day before either wrote', async () => {
    await up.app.stop(); // this test runs the job by hand
    const members = [];
    for (let i = 0; i < 6; i++) {
      const member = await fundedMember(up, 1_000);
      await stakeLotto(up, member, 100 * (i + 1));
      members.push(member);
    }
    const day = today(up);
    await pastMidnight(up);
    const input = async (ctx: Ctx): Promise<DayInput> => ({ day, activity: await dayActivity(ctx, day), rates: await ratesOn(ctx, day), now: ctx.clock.now() });
    const mine = await input(ctxOf(up));
    const theirs = await input(other);
    // Process A gets through half the day (the rest fails, so its run stays open); B, on its own connection and with
    // what it read before A wrote, then runs the whole day; A's next pass finds nothing left.
    const late = new Set(mine.activity.slice(3).map((m) => m.memberId));
    const halfway = {
      ...turnoverCashbackJob,
      write: async (ctx: Ctx, day: DayInput, unit: (typeof mine.activity)[number]) => {
        if (late.has(unit.memberId)) throw new Error('not there yet');
        return turnoverCashbackJob.write(ctx, day, unit);
      },
    };
    const a1 = await runJob(ctxOf(up), halfway, mine, () => undefined);
    expect(a1).toMatchObject({ written: 3, failures: 3 });
    expect((await runsOf(up, day)).find((r) => r.job === 'turnover_cashback')).toMatchObject({ members: 3, failures: 3, finished_at: null });
    const b = await runJob(other, turnoverCashbackJob, theirs);
    const a2 = await runJob(ctxOf(up), turnoverCashbackJob, mine);
    expect([b.written, b.failures, a2.written]).toEqual([3, 0, 0]);
    for (const [i, member] of members.entries()) expect(await ledgerSum(up, member, 'cashback')).toBe(30 * (i + 1));
    const [run] = (await runsOf(up, day)).filter((r) => r.job === 'turnover_cashback');
    expect(run).toMatchObject({ members: 6, paid: 6, total: 6.3, failures: 0 });
    expect(run!.finished_at).not.toBeNull();
    await expectBooksBalance(up);
  });
});

describe('catch-up on start', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());
  // Every wallet, points and free-spin balance equals its entries after every test.
  afterEach(() => expectBooksBalance(up));

  it('runs every day missed while the process was down, counting lotto and yeekee', async () => {
    const member = await fundedMember(up, 10_000);
    // The process goes down: no scheduler runs, but requests still answer (rounds are moved by hand below).
    await up.app.stop();
    const lotto = createScheduler(ctxOf(up));
    const days: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await nextMorning(up);
      await lotto.runDue();
      await stakeLotto(up, member, 1_000 * (i + 1));
      await stakeYeekee(up, member, 100);
      days.push(today(up));
    }
    await nextMorning(up);
    await lotto.runDue();
    expect(await ledgerSum(up, member, 'cashback')).toBe(0);
    expect(days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);

    const daily = createDailyScheduler(ctxOf(up));
    daily.start();
    // The start's catch-up runs in a tick of its own: stop waits for it.
    await daily.stop();
    // (1,100 + 2,100 + 3,100) × 0.3 %
    expect(await ledgerSum(up, member, 'cashback')).toBe(3_30 + 6_30 + 9_30);
    const rows = await up.db
      .selectFrom('cashback_turnover')
      .select(['day', 'turnover', 'products'])
      .where('member_id', '=', await memberIdOf(up, member))
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, r.turnover, JSON.parse(r.products).map((p: [string, number]) => [p[0], p[1]])])).toEqual([
      ['2026-11-22', 1_100_00, [['lotto', 1_000_00], ['yeekee', 100_00]]],
      ['2026-11-23', 2_100_00, [['lotto', 2_000_00], ['yeekee', 100_00]]],
      ['2026-11-24', 3_100_00, [['lotto', 3_000_00], ['yeekee', 100_00]]],
    ]);
    for (const day of days) expect((await runsOf(up, day)).every((r) => r.finished_at !== null)).toBe(true);
    // A second start finds nothing left to do.
    expect(await createDailyScheduler(ctxOf(up)).runDue()).toEqual([]);
    await expectBooksBalance(up);
  });
});

describe('two operating-system processes racing the same day', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());
  // Every wallet, points and free-spin balance equals its entries after every test.
  afterEach(() => expectBooksBalance(up));

  it('pay each member once, whoever gets the write lock first', async () => {
    await up.app.stop();
    const members: RegisteredMember[] = [];
    for (let i = 0; i < 30; i++) {
      const member = await fundedMember(up, 1_000);
      await stakeLotto(up, member, 100 + i);
      members.push(member);
    }
    const day = today(up);
    const now = dayStart(addDays(day, 1)) + 60_000;
    const worker = fileURLToPath(new URL('../test-support/daily-race-worker.ts', import.meta.url));
    const run = () =>
      new Promise<RunOutcome[]>((resolve, reject) => {
        execFile(TSX, [worker, whereOf(up.location), String(now), day], { cwd: process.cwd() }, (error, stdout) =>
          error ? reject(error) : resolve(JSON.parse(stdout) as RunOutcome[]),
        );
      });
    const [a, b] = await Promise.all([run(), run()]);
    const written = (outcomes: RunOutcome[], job: string) => outcomes.find((o) => o.job === job)?.written ?? 0;
    expect(written(a, 'turnover_cashback') + written(b, 'turnover_cashback')).toBe(30);
    expect(written(a, 'loss_refund') + written(b, 'loss_refund')).toBe(30);
    for (const [i, member] of members.entries()) expect(await ledgerSum(up, member, 'cashback')).toBe(Math.floor(((100 + i) * 100 * 300) / 100_000));
    expect(await rowsOf(up, 'cashback_turnover')).toEqual([]);
    const runs = await runsOf(up, day);
    expect(runs.filter((r) => r.job !== 'affiliate_commission').map((r) => [r.job, r.members, r.failures])).toEqual([
      ['loss_refund', 30, 0],
      ['turnover_cashback', 30, 0],
    ]);
    await expectBooksBalance(up);
  }, 60_000);
});
