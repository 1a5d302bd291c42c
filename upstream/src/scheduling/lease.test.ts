/**
 * Job leases (docs/decisions/0066) on real files: two holders on two
 * connections to one file, as two upstream processes have; the loop and the
 * schedulers run a tick only while holding their job's lease, and another
 * process takes a dead holder's job over once the lease runs out, on the
 * injected clock.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '@shared/clock.js';
import type { Ctx } from '../context.js';
import { openDatabase } from '../db/connection.js';
import { seedDemo } from '../db/seed.js';
import { createDailyScheduler, DAILY_JOB } from '../daily/scheduler.js';
import { createScheduler, LOTTO_JOB } from '../lotto/scheduler.js';
import { createPollScheduler, POLL_JOB } from '../poll/scheduler.js';
import { resolveSettings } from '../settings.js';
import { TEST_SCRYPT_COST } from '../test-support/upstream.js';
import { createClockLoop } from './clock-loop.js';
import { LEASE_TTL_MS, newLeaseHolder, releaseLease, tryLease } from './lease.js';

const MINUTE = 60_000;
const files: string[] = [];
const dbs: Database[] = [];
const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const db of dbs.splice(0)) if (db.open) db.close();
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

/** Two connections on one new file, as two processes would open it; the first seeds it. */
function twoProcesses(clock: FakeClock): [Database, Database] {
  const file = join(tmpdir(), `lease-test-${randomUUID()}.sqlite`);
  files.push(file);
  const first = openDatabase(file);
  seedDemo(first, clock, { scryptCost: TEST_SCRYPT_COST });
  const pair: [Database, Database] = [first, openDatabase(file)];
  dbs.push(...pair);
  return pair;
}

const holderOf = (db: Database, job: string) => db.prepare('SELECT holder FROM job_leases WHERE job = ?').pluck().get(job);
const ctxOn = (db: Database, clock: FakeClock): Ctx => ({ db, clock, settings: resolveSettings({}) });
const failOnLog = (error: unknown) => {
  throw error;
};

describe('tryLease and releaseLease', () => {
  it('give a job to one holder at a time; renewal keeps it, expiry or release hands it over', () => {
    const clock = new FakeClock();
    const [a, b] = twoProcesses(clock);
    const t0 = clock.now();
    expect(tryLease(a, 'job', 'A', t0, 5_000)).toBe(true);
    expect(tryLease(b, 'job', 'B', t0, 5_000)).toBe(false);
    // Another job is another lease.
    expect(tryLease(b, 'other-job', 'B', t0, 5_000)).toBe(true);

    // A renews before its lease runs out: B still cannot take it when the first term would have ended.
    expect(tryLease(a, 'job', 'A', t0 + 4_000, 5_000)).toBe(true);
    expect(tryLease(b, 'job', 'B', t0 + 5_000, 5_000)).toBe(false);
    expect(tryLease(b, 'job', 'B', t0 + 8_999, 5_000)).toBe(false);
    // A stops renewing (it died): B takes the job once the renewed term has run out, and A cannot take it back.
    expect(tryLease(b, 'job', 'B', t0 + 9_000, 5_000)).toBe(true);
    expect(tryLease(a, 'job', 'A', t0 + 9_001, 5_000)).toBe(false);
    expect(holderOf(a, 'job')).toBe('B');

    // Only the holder releases; then the other takes it at once.
    releaseLease(a, 'job', 'A');
    expect(holderOf(b, 'job')).toBe('B');
    releaseLease(b, 'job', 'B');
    expect(tryLease(a, 'job', 'A', t0 + 9_002, 5_000)).toBe(true);
  });

  it('gives every app a holder id of its own', () => {
    expect(newLeaseHolder()).not.toBe(newLeaseHolder());
  });
});

describe('the clock loop with a lease', () => {
  it('runs nothing while the lease is held elsewhere, takes it when it runs out, and releases it on stop', () => {
    const clock = new FakeClock();
    const [a, b] = twoProcesses(clock);
    expect(tryLease(a, 'job', 'elsewhere', clock.now(), LEASE_TTL_MS)).toBe(true);
    let runs = 0;
    const loop = createClockLoop({
      clock,
      db: b,
      runDue: () => {
        runs += 1;
        return 10 * MINUTE;
      },
      retryDelayMs: MINUTE,
      maxDelayMs: 60 * MINUTE,
      log: failOnLog,
      lease: { db: b, job: 'job', holder: 'here' },
    });
    stops.push(() => loop.stop());
    loop.start();
    loop.tickNow();
    clock.advance(LEASE_TTL_MS - 1);
    expect(runs).toBe(0);
    clock.advance(1);
    expect([runs, holderOf(a, 'job')]).toEqual([1, 'here']);
    // Its own lease, renewed at each tick: the other holder cannot take it in between.
    clock.advance(10 * MINUTE);
    expect(runs).toBe(2);
    expect(tryLease(a, 'job', 'elsewhere', clock.now() + LEASE_TTL_MS - 1, LEASE_TTL_MS)).toBe(false);
    loop.stop();
    expect(holderOf(a, 'job')).toBeUndefined();
  });
});

describe('the schedulers with a lease held elsewhere', () => {
  it('each does nothing until the lease runs out, then takes it', () => {
    const clock = new FakeClock();
    const [a, b] = twoProcesses(clock);
    const ctx = ctxOn(b, clock);
    const schedulers = [
      [LOTTO_JOB, createScheduler(ctx, failOnLog, 'here')],
      [POLL_JOB, createPollScheduler(ctx, failOnLog, 'here')],
      [DAILY_JOB, createDailyScheduler(ctx, failOnLog, 'here')],
    ] as const;
    for (const [job] of schedulers) expect(tryLease(a, job, 'elsewhere', clock.now(), LEASE_TTL_MS)).toBe(true);
    // The lotto scheduler makes the coming days' rounds at its first tick: not while another process holds its lease.
    const rounds = () => b.prepare('SELECT COUNT(*) FROM lotto_rounds').pluck().get() as number;
    const seeded = rounds();
    for (const [, scheduler] of schedulers) {
      stops.push(() => scheduler.stop());
      scheduler.start();
    }
    expect(rounds()).toBe(seeded);
    clock.advance(LEASE_TTL_MS - 1);
    expect(rounds()).toBe(seeded);
    for (const [job] of schedulers) expect(holderOf(a, job)).toBe('elsewhere');
    clock.advance(1);
    expect(rounds()).toBeGreaterThan(seeded);
    for (const [job] of schedulers) expect(holderOf(a, job)).toBe('here');
  });

  it('moves a round in the holder only; a holder killed mid-tick is taken over within a lease', () => {
    const clock = new FakeClock();
    const [a, b] = twoProcesses(clock);
    const first = createScheduler(ctxOn(a, clock), failOnLog, 'A');
    const second = createScheduler(ctxOn(b, clock), failOnLog, 'B');
    stops.push(() => second.stop(), () => first.stop());
    first.start();
    second.start();
    expect(holderOf(b, LOTTO_JOB)).toBe('A');
    const nextClose = () =>
      b.prepare(`SELECT id, closes_at FROM lotto_rounds WHERE status = 'open' ORDER BY closes_at, id LIMIT 1`).get() as { id: number; closes_at: number };
    const statusOf = (id: number) => b.prepare('SELECT status FROM lotto_rounds WHERE id = ?').pluck().get(id);

    // At a close both wake; A, the holder, closes and results the round.
    const round = nextClose();
    clock.set(round.closes_at);
    expect(statusOf(round.id)).toBe('resulted');

    // At the next close A takes the lease and is killed before it commits anything.
    const next = nextClose();
    clock.set(next.closes_at - 1);
    a.close();
    b.prepare('UPDATE job_leases SET holder = ?, expires_at = ? WHERE job = ?').run('A', next.closes_at + LEASE_TTL_MS, LOTTO_JOB);
    clock.set(next.closes_at);
    // B woke too, and left the round to the holder.
    expect(statusOf(next.id)).toBe('open');
    clock.advance(LEASE_TTL_MS - 1);
    expect(statusOf(next.id)).toBe('open');
    // The dead holder's lease runs out: B takes the job over and does the work, once.
    clock.advance(1);
    expect(holderOf(b, LOTTO_JOB)).toBe('B');
    expect(statusOf(next.id)).toBe('resulted');
    expect(b.prepare(`SELECT COUNT(*) FROM lotto_rounds WHERE status IN ('upcoming', 'open') AND closes_at <= ?`).pluck().get(clock.now())).toBe(0);
  });
});
