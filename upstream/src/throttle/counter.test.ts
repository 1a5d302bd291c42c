/**
 * The throttle counts live in the database (docs/decisions/0066): two
 * connections on one file, as two upstream processes have, count the same
 * hits, and two apps on one file hold one login limit between them.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api/paths.js';
import { FakeClock } from '@shared/clock.js';
import { ErrorCode } from '@shared/errors.js';
import { openDatabase } from '../db/connection.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';
import { pruneThrottles, ThrottleCounter } from './counter.js';

const MINUTE = 60_000;
const files: string[] = [];
const dbs: Database[] = [];
const ups: TestUpstream[] = [];

afterEach(async () => {
  for (const up of ups.splice(0)) await up.close();
  for (const db of dbs.splice(0)) db.close();
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
});

/** Two connections on one new file, as two processes would open it. */
function twoConnections(): [Database, Database] {
  const file = join(tmpdir(), `throttle-test-${randomUUID()}.sqlite`);
  files.push(file);
  const pair: [Database, Database] = [openDatabase(file), openDatabase(file)];
  dbs.push(...pair);
  return pair;
}

describe('a throttle counter on two connections to one file', () => {
  it('holds one limit across both, and the window ends on the clock', () => {
    const [a, b] = twoConnections();
    const clock = new FakeClock();
    const here = new ThrottleCounter(a, clock, 'login_address', 15 * MINUTE);
    const there = new ThrottleCounter(b, clock, 'login_address', 15 * MINUTE);
    for (let i = 0; i < 3; i++) expect(here.hit('203.0.113.9', 5)).toBeDefined();
    expect(there.count('203.0.113.9')).toBe(3);
    expect(there.hit('203.0.113.9', 5)).toBeDefined();
    expect(there.hit('203.0.113.9', 5)).toBeDefined();
    // Full on both sides; a refused hit counts nothing.
    expect(here.hit('203.0.113.9', 5)).toBeUndefined();
    expect(there.hit('203.0.113.9', 5)).toBeUndefined();
    expect(here.count('203.0.113.9')).toBe(5);
    // Another key and another scope count apart.
    expect(there.hit('203.0.113.10', 5)).toBeDefined();
    expect(new ThrottleCounter(b, clock, 'register_address', 15 * MINUTE).count('203.0.113.9')).toBe(0);

    clock.advance(15 * MINUTE - 1);
    expect(here.hit('203.0.113.9', 5)).toBeUndefined();
    clock.advance(1);
    expect(there.count('203.0.113.9')).toBe(0);
    expect(here.hit('203.0.113.9', 5)).toBeDefined();
    expect(there.count('203.0.113.9')).toBe(1);
  });

  it('takes a hit back from the other connection, with the time of the one before it', () => {
    const [a, b] = twoConnections();
    const clock = new FakeClock();
    const here = new ThrottleCounter(a, clock, 'login_account', 15 * MINUTE);
    const there = new ThrottleCounter(b, clock, 'login_account', 15 * MINUTE);
    here.hit('0899999999');
    const first = clock.now();
    clock.advance(2_000);
    const second = there.hit('0899999999')!;
    expect([here.count('0899999999'), here.last('0899999999')]).toEqual([2, first + 2_000]);
    here.takeBack(second);
    expect([there.count('0899999999'), there.last('0899999999')]).toEqual([1, first]);
    // A hit of a window that has since restarted is not taken from the new one.
    clock.advance(15 * MINUTE);
    here.hit('0899999999');
    there.takeBack(second);
    expect(here.count('0899999999')).toBe(1);
    there.clear('0899999999');
    expect(here.count('0899999999')).toBe(0);
  });

  it('prunes only windows that have ended', () => {
    const [a] = twoConnections();
    const clock = new FakeClock();
    const short = new ThrottleCounter(a, clock, 'login_address', MINUTE);
    const long = new ThrottleCounter(a, clock, 'register_address', 60 * MINUTE);
    short.hit('x');
    long.hit('x');
    clock.advance(MINUTE);
    expect(pruneThrottles(a, clock.now())).toBe(1);
    expect(a.prepare('SELECT scope FROM throttle_counters').pluck().all()).toEqual(['register_address']);
  });
});

describe('the auth limits of two apps on one database file', () => {
  it('count one address’s failed logins together: the limit holds across both', async () => {
    const clock = new FakeClock();
    const settings = { authLimits: { loginPerAddressAccount: 4 } };
    const first = await startUpstream({ clock, settings });
    ups.push(first);
    const second = await startUpstream({ clock, settings, file: first.file, seed: false });
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
