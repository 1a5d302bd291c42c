/**
 * Job leases (docs/decisions/0066) on a real database of the run's engine
 * (a SQLite file, or PostgreSQL under UPSTREAM_TEST_ENGINE=postgres): two
 * holders on one database, as two upstream processes have; the loop
 * and the schedulers run a tick only while holding their job's lease, and
 * another process takes a dead holder's job over once the lease runs out, on
 * the injected clock. A tick is asynchronous: each step below waits for the
 * ticks the clock started before it looks.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '#shared/clock.js';
import type { Ctx } from '../context.js';
import { seedDemo } from '../db/seed.js';
import { openStore, type StoreLocation, type UpstreamStore } from '../db/store.js';
import type { Db } from '../db/transaction.js';
import { createDailyScheduler, DAILY_JOB } from '../daily/scheduler.js';
import { createScheduler, LOTTO_JOB } from '../lotto/scheduler.js';
import { createPollScheduler, POLL_JOB } from '../poll/scheduler.js';
import { resolveSettings } from '../settings.js';
import { createTestDatabase } from '../test-support/postgres.js';
import { TEST_SCRYPT_COST, testEngine } from '../test-support/upstream.js';
import { createClockLoop } from './clock-loop.js';
import { LEASE_TTL_MS, newLeaseHolder, releaseLease, tryLease } from './lease.js';

const MINUTE = 60_000;

/** What runs on a clock: a clock loop or a scheduler. */
interface Running {
  start(): void;
  stop(): Promise<void>;
  idle(): Promise<void>;
}

const running = new Set<Running>();
const stores: UpstreamStore[] = [];
const removals: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const loop of [...running].reverse()) await loop.stop();
  running.clear();
  for (const store of stores.splice(0)) await store.close();
  for (const remove of removals.splice(0)) await remove();
});

/** Starts it, and stops it after the test unless the test stopped it. */
function started<T extends Running>(loop: T): T {
  running.add(loop);
  loop.start();
  return loop;
}

async function stopped(loop: Running): Promise<void> {
  running.delete(loop);
  await loop.stop();
}

/** Waits for the ticks the last clock move started, in every loop still running. */
async function settled(): Promise<void> {
  for (const loop of running) await loop.idle();
}

/** A new database of the run's engine, removed after the test. */
async function freshLocation(): Promise<StoreLocation> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    removals.push(() => database.drop());
    return { url: database.url };
  }
  const file = join(tmpdir(), `lease-test-${randomUUID()}.sqlite`);
  removals.push(async () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });
  return { file };
}

/**
 * The handles of two processes on one new database; the first seeds it. On
 * PostgreSQL each has a pool of its own. On SQLite both share one connection:
 * in one process, a second connection's write waits for the first one's lock
 * synchronously (busy_timeout), blocking the event loop the first needs to
 * commit, which two processes never do; a lease is the holder id's, not the connection's.
 */
async function twoProcesses(clock: FakeClock): Promise<[Db, Db]> {
  const location = await freshLocation();
  const first = await openStore(location);
  stores.push(first);
  await seedDemo(first.db, clock, { scryptCost: TEST_SCRYPT_COST });
  if ('file' in location) return [first.db, first.db];
  const second = await openStore(location);
  stores.push(second);
  return [first.db, second.db];
}

const holderOf = async (db: Db, job: string) => (await db.selectFrom('job_leases').select('holder').where('job', '=', job).executeTakeFirst())?.holder;
const ctxOn = (db: Db, clock: FakeClock): Ctx => ({ db, clock, settings: resolveSettings({}) });
const failOnLog = (error: unknown) => {
  throw error;
};

describe('tryLease and releaseLease', () => {
  it('give a job to one holder at a time; renewal keeps it, expiry or release hands it over', async () => {
    const clock = new FakeClock();
    const [a, b] = await twoProcesses(clock);
    const t0 = clock.now();
    expect(await tryLease(a, 'job', 'A', t0, 5_000)).toBe(true);
    expect(await tryLease(b, 'job', 'B', t0, 5_000)).toBe(false);
    // Another job is another lease.
    expect(await tryLease(b, 'other-job', 'B', t0, 5_000)).toBe(true);

    // A renews before its lease runs out: B still cannot take it when the first term would have ended.
    expect(await tryLease(a, 'job', 'A', t0 + 4_000, 5_000)).toBe(true);
    expect(await tryLease(b, 'job', 'B', t0 + 5_000, 5_000)).toBe(false);
    expect(await tryLease(b, 'job', 'B', t0 + 8_999, 5_000)).toBe(false);
    // A stops renewing (it died): B takes the job once the renewed term has run out, and A cannot take it back.
    expect(await tryLease(b, 'job', 'B', t0 + 9_000, 5_000)).toBe(true);
    expect(await tryLease(a, 'job', 'A', t0 + 9_001, 5_000)).toBe(false);
    expect(await holderOf(a, 'job')).toBe('B');

    // Only the holder releases; then the other takes it at once.
    await releaseLease(a, 'job', 'A');
    expect(await holderOf(b, 'job')).toBe('B');
    await releaseLease(b, 'job', 'B');
    expect(await tryLease(a, 'job', 'A', t0 + 9_002, 5_000)).toBe(true);
  });

  it('gives every app a holder id of its own', () => {
    expect(newLeaseHolder()).not.toBe(newLeaseHolder());
  });
});

describe('the clock loop with a lease', () => {
  it('runs nothing while the lease is held elsewhere, takes it when it runs out, and releases it on stop', async () => {
    const clock = new FakeClock();
    const [a, b] = await twoProcesses(clock);
    expect(await tryLease(a, 'job', 'elsewhere', clock.now(), LEASE_TTL_MS)).toBe(true);
    let runs = 0;
    const loop = started(
      createClockLoop({
        clock,
        runDue: () => {
          runs += 1;
          return Promise.resolve(10 * MINUTE);
        },
        retryDelayMs: MINUTE,
        maxDelayMs: 60 * MINUTE,
        log: failOnLog,
        lease: { db: b, job: 'job', holder: 'here' },
      }),
    );
    loop.tickNow();
    await settled();
    clock.advance(LEASE_TTL_MS - 1);
    await settled();
    expect(runs).toBe(0);
    clock.advance(1);
    await settled();
    expect([runs, await holderOf(a, 'job')]).toEqual([1, 'here']);
    // Its own lease, renewed at each tick: the other holder cannot take it in between.
    clock.advance(10 * MINUTE);
    await settled();
    expect(runs).toBe(2);
    expect(await tryLease(a, 'job', 'elsewhere', clock.now() + LEASE_TTL_MS - 1, LEASE_TTL_MS)).toBe(false);
    await stopped(loop);
    expect(await holderOf(a, 'job')).toBeUndefined();
  });
  it('keeps its lease through a tick longer than the lease, so no other process starts the same work beside it', async () => {
    const clock = new FakeClock();
    const [a, b] = await twoProcesses(clock);
    let finishTick: () => void = () => undefined;
    let runs = 0;
    started(
      createClockLoop({
        clock,
        runDue: () => {
          runs += 1;
          return new Promise<number>((resolve) => (finishTick = () => resolve(10 * MINUTE)));
        },
        retryDelayMs: MINUTE,
        maxDelayMs: 60 * MINUTE,
        log: failOnLog,
        lease: { db: b, job: 'job', holder: 'here' },
      }),
    );
    const expiresAt = async () => (await a.selectFrom('job_leases').select('expires_at').where('job', '=', 'job').executeTakeFirst())?.expires_at;
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 30_000 });
    // Three lease lengths pass while the tick runs: each third of one the holder renews it.
    for (let step = 0; step < 9; step += 1) {
      clock.advance(Math.ceil(LEASE_TTL_MS / 3));
      const renewedTo = clock.now() + LEASE_TTL_MS;
      await vi.waitFor(async () => expect(await expiresAt()).toBe(renewedTo), { timeout: 30_000 });
      expect(await tryLease(a, 'job', 'elsewhere', clock.now(), LEASE_TTL_MS)).toBe(false);
    }
    finishTick();
    await settled();
    // The tick over, nothing renews it until the next tick: it runs out a lease length after the last renewal.
    const last = await expiresAt();
    clock.advance(LEASE_TTL_MS);
    expect(await tryLease(a, 'job', 'elsewhere', clock.now(), LEASE_TTL_MS)).toBe(true);
    expect([runs, last]).toEqual([1, clock.now()]);
  });
});

describe('the schedulers with a lease held elsewhere', () => {
  it('each does nothing until the lease runs out, then takes it', async () => {
    const clock = new FakeClock();
    const [a, b] = await twoProcesses(clock);
    const ctx = ctxOn(b, clock);
    const jobs = [LOTTO_JOB, POLL_JOB, DAILY_JOB];
    for (const job of jobs) expect(await tryLease(a, job, 'elsewhere', clock.now(), LEASE_TTL_MS)).toBe(true);
    // The lotto scheduler makes the coming days' rounds at its first tick: not while another process holds its lease.
    const rounds = async () => (await b.selectFrom('lotto_rounds').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const seeded = await rounds();
    started(createScheduler(ctx, failOnLog, 'here'));
    started(createPollScheduler(ctx, failOnLog, 'here'));
    started(createDailyScheduler(ctx, failOnLog, 'here'));
    await settled();
    expect(await rounds()).toBe(seeded);
    clock.advance(LEASE_TTL_MS - 1);
    await settled();
    expect(await rounds()).toBe(seeded);
    for (const job of jobs) expect(await holderOf(a, job)).toBe('elsewhere');
    clock.advance(1);
    await settled();
    expect(await rounds()).toBeGreaterThan(seeded);
    for (const job of jobs) expect(await holderOf(a, job)).toBe('here');
  });

  it('moves a round in the holder only; a holder killed mid-tick is taken over within a lease', async () => {
    const clock = new FakeClock();
    const [a, b] = await twoProcesses(clock);
    // One after the other, as two processes starting: the first takes the lease, the second finds it held.
    const first = started(createScheduler(ctxOn(a, clock), failOnLog, 'A'));
    await settled();
    started(createScheduler(ctxOn(b, clock), failOnLog, 'B'));
    await settled();
    expect(await holderOf(b, LOTTO_JOB)).toBe('A');
    const nextClose = () =>
      b
        .selectFrom('lotto_rounds')
        .select(['id', 'closes_at'])
        .where('status', '=', 'open')
        .orderBy('closes_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
    const statusOf = async (id: number) => (await b.selectFrom('lotto_rounds').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

    // At a close both wake; the holder closes and results the round.
    const round = await nextClose();
    clock.set(round.closes_at);
    await settled();
    expect(await statusOf(round.id)).toBe('resulted');

    // At the next close A takes the lease and is killed before it commits anything: its timer is
    // gone, and the lease stays A's until it runs out.
    const next = await nextClose();
    clock.set(next.closes_at - 1);
    await settled();
    await stopped(first);
    const deadUntil = next.closes_at + LEASE_TTL_MS;
    await b
      .insertInto('job_leases')
      .values({ job: LOTTO_JOB, holder: 'A', expires_at: deadUntil })
      .onConflict((oc) => oc.column('job').doUpdateSet({ holder: 'A', expires_at: deadUntil }))
      .execute();
    clock.set(next.closes_at);
    await settled();
    // B woke too, and left the round to the holder.
    expect(await statusOf(next.id)).toBe('open');
    clock.set(deadUntil - 1);
    await settled();
    expect(await statusOf(next.id)).toBe('open');
    // The dead holder's lease runs out: within a lease (B asks again each LEASE_TTL_MS) B takes the job over and does the work, once.
    clock.advance(LEASE_TTL_MS);
    await settled();
    expect(await holderOf(b, LOTTO_JOB)).toBe('B');
    expect(await statusOf(next.id)).toBe('resulted');
    const overdue = await b
      .selectFrom('lotto_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['upcoming', 'open'])
      .where('closes_at', '<=', clock.now())
      .executeTakeFirstOrThrow();
    expect(overdue.n).toBe(0);
  });
});
