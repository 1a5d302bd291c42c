/**
 * The throttle counts live in the database (docs/decisions/0066): two
 * connections on one database, as two upstream processes have, count the same
 * hits, and two apps on one database hold one login limit between them.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { openStore, type StoreLocation, type UpstreamStore } from '../db/store.js';
import type { Db } from '../db/transaction.js';
import { createTestDatabase } from '../test-support/postgres.js';
import { startUpstream, testEngine, type TestUpstream } from '../test-support/upstream.js';
import { pruneThrottles, ThrottleCounter } from './counter.js';

const MINUTE = 60_000;
const cleanups: (() => Promise<void>)[] = [];
const ups: TestUpstream[] = [];

afterEach(async () => {
  for (const up of ups.splice(0).reverse()) await up.close();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new database of the run's engine, removed after the test. */
async function freshLocation(): Promise<StoreLocation> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    return { url: database.url };
  }
  const file = join(tmpdir(), `throttle-test-${randomUUID()}.sqlite`);
  cleanups.push(async () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });
  return { file };
}

/** Two connections on one new database, as two processes would open it. */
async function twoConnections(): Promise<[Db, Db]> {
  const location = await freshLocation();
  const stores: UpstreamStore[] = [await openStore(location), await openStore(location)];
  cleanups.push(async () => {
    for (const store of stores) await store.close();
  });
  return [stores[0]!.db, stores[1]!.db];
}

describe('a throttle counter on two connections to one database', () => {
  it('holds one limit across both, and the window ends on the clock', async () => {
    const [a, b] = await twoConnections();
    const clock = new FakeClock();
    const here = new ThrottleCounter(a, clock, 'login_address', 15 * MINUTE);
    const there = new ThrottleCounter(b, clock, 'login_address', 15 * MINUTE);
    for (let i = 0; i < 3; i++) expect(await here.hit('203.0.113.9', 5)).toBeDefined();
    expect(await there.count('203.0.113.9')).toBe(3);
    expect(await there.hit('203.0.113.9', 5)).toBeDefined();
    expect(await there.hit('203.0.113.9', 5)).toBeDefined();
    // Full on both sides; a refused hit counts nothing.
    expect(await here.hit('203.0.113.9', 5)).toBeUndefined();
    expect(await there.hit('203.0.113.9', 5)).toBeUndefined();
    expect(await here.count('203.0.113.9')).toBe(5);
    // Another key and another scope count apart.
    expect(await there.hit('203.0.113.10', 5)).toBeDefined();
    expect(await new ThrottleCounter(b, clock, 'register_address', 15 * MINUTE).count('203.0.113.9')).toBe(0);

    clock.advance(15 * MINUTE - 1);
    expect(await here.hit('203.0.113.9', 5)).toBeUndefined();
    clock.advance(1);
    expect(await there.count('203.0.113.9')).toBe(0);
    expect(await here.hit('203.0.113.9', 5)).toBeDefined();
    expect(await there.count('203.0.113.9')).toBe(1);
  });

  it('takes a hit back from the other connection, with the time of the one before it', async () => {
    const [a, b] = await twoConnections();
    const clock = new FakeClock();
    const here = new ThrottleCounter(a, clock, 'login_account', 15 * MINUTE);
    const there = new ThrottleCounter(b, clock, 'login_account', 15 * MINUTE);
    await here.hit('0899999999');
    const first = clock.now();
    clock.advance(2_000);
    const second = (await there.hit('0899999999'))!;
    expect([await here.count('0899999999'), await here.last('0899999999')]).toEqual([2, first + 2_000]);
    await here.takeBack(second);
    expect([await there.count('0899999999'), await there.last('0899999999')]).toEqual([1, first]);
    // A hit of a window that has since restarted is not taken from the new one.
    clock.advance(15 * MINUTE);
    await here.hit('0899999999');
    await there.takeBack(second);
    expect(await here.count('0899999999')).toBe(1);
    await there.clear('0899999999');
    expect(await here.count('0899999999')).toBe(0);
  });

  it('prunes only windows that have ended', async () => {
    const [a] = await twoConnections();
    const clock = new FakeClock();
    const short = new ThrottleCounter(a, clock, 'login_address', MINUTE);
    const long = new ThrottleCounter(a, clock, 'register_address', 60 * MINUTE);
    await short.hit('x');
    await long.hit('x');
    clock.advance(MINUTE);
    expect(await pruneThrottles(a, clock.now())).toBe(1);
    expect((await a.selectFrom('throttle_counters').select('scope').execute()).map((row) => row.scope)).toEqual(['register_address']);
  });
});

describe('the auth limits of two apps on one database file', () => {
  it('count one address’s failed logins together: the limit holds across both', async () => {
    const clock = new FakeClock();
    const settings = { authLimits: { loginPerAddressAccount: 4 } };
    const first = await startUpstream({ clock, settings });
    ups.push(first);
    const second = await startUpstream({ clock, settings, location: first.location, seed: false });
    ups.push(second);
    const wrong = (i: number) => ({ username: DEMO_MEMBER.username, password: `wrong-password-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? second : first).post(API.auth.login, wrong(i))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await first.post(API.auth.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    expect(refused.body.error).toBe(ErrorCode.RATE_LIMITED);
    clock.advance(15 * MINUTE);
    expect((await second.post(API.auth.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password })).body.error).toBe(0);
  });
});
