import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '#shared/api/common.js';
import { STATEMENT_PAGE_SIZE, type PointsResponse, type StatementEntry, type WalletsResponse } from '#shared/api/member.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { DEMO_MEMBER } from '../db/seed.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

const HOUR = 60 * 60 * 1000;

describe('member wallets, points and statement', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    // Starts 2026-11-20 23:30 in Bangkok, close to a day's edge.
    up = await startUpstream({ clock: new FakeClock(Date.parse('2026-11-20T23:30:00+07:00')) });
  });
  afterAll(() => up.close());

  it('answers the demo member’s wallets in THB and points', async () => {
    const token = await up.login(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const wallets = await up.post<WalletsResponse>(API.member.wallets, {}, { token });
    expect(wallets.body.data).toMatchObject({ total: 5000, points: 120 });
    expect(wallets.body.data?.wallets.map((w) => [w.wallet_type_id, w.balance])).toEqual([
      [1, 5000],
      [2, 0],
    ]);
    const points = await up.post<PointsResponse>(API.member.points, {}, { token });
    expect(points.body).toEqual({ error: 0, data: { point: 120 } });
  });

  it('filters the statement by type and Bangkok days and pages it newest first', async () => {
    const member = await up.register();
    const credit = (amount: number, reason: string) =>
      up.operator(OPERATOR.credit, { username: member.input.username, amount, reason });
    // Day 1 (20 Nov, Bangkok): one entry at 23:45.
    await up.advance(15 * 60 * 1000);
    await credit(100, 'day-1');
    // Day 2 (21 Nov): 25 entries from 00:15 on.
    await up.advance(30 * 60 * 1000);
    for (let i = 0; i < 25; i++) {
      await credit(1.25, `day-2-${i}`);
      await up.advance(1000);
    }
    // Day 3 (22 Nov)
    await up.advance(24 * HOUR);
    await credit(-50.5, 'day-3');

    const all = await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token });
    expect(all.body.data).toMatchObject({ page: 1, page_size: STATEMENT_PAGE_SIZE, total: 27 });
    const first = all.body.data!.items;
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({ kind: 'adjust', amount: -50.5, note: 'day-3', wallet_type_id: 1, balance_after: 80.75 });
    expect(first[0]!.created_at).toBe('2026-11-22T00:15:25.000+07:00');
    expect(first[1]!.note).toBe('day-2-24');

    const page2 = await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token, query: { page: 2 } });
    expect(page2.body.data?.items.map((e) => e.note)).toEqual([
      'day-2-5',
      'day-2-4',
      'day-2-3',
      'day-2-2',
      'day-2-1',
      'day-2-0',
      'day-1',
    ]);
    const page3 = await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token, query: { page: 3 } });
    expect(page3.body.data?.items).toEqual([]);

    const day1 = await up.get<Paged<StatementEntry>>(API.member.statement, {
      token: member.token,
      query: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(day1.body.data?.items.map((e) => e.note)).toEqual(['day-1']);
    const day2 = await up.get<Paged<StatementEntry>>(API.member.statement, {
      token: member.token,
      query: { from: '2026-11-21', to: '2026-11-21' },
    });
    expect(day2.body.data?.total).toBe(25);
    const fromDay3 = await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token, query: { from: '2026-11-22' } });
    expect(fromDay3.body.data?.total).toBe(1);

    const deposits = await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token, query: { type: 'deposit' } });
    expect(deposits.body.data).toMatchObject({ total: 0, items: [] });
    const adjusts = await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token, query: { type: 'adjust' } });
    expect(adjusts.body.data?.total).toBe(27);

    const backwards = await up.get(API.member.statement, { token: member.token, query: { from: '2026-11-22', to: '2026-11-21' } });
    expect(backwards.body).toMatchObject({ error: ErrorCode.VALIDATION, data: { fields: { from: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด' } } });
    const badType = await up.get(API.member.statement, { token: member.token, query: { type: 'jackpot' } });
    expect(badType.body.error).toBe(ErrorCode.VALIDATION);
  });

  it('never shows one member another’s wallets or statement', async () => {
    const alice = await up.register();
    const bob = await up.register();
    await up.operator(OPERATOR.credit, { username: alice.input.username, amount: 77, reason: 'alice only' });

    const bobWallets = await up.post<WalletsResponse>(API.member.wallets, { username: alice.input.username }, { token: bob.token });
    expect(bobWallets.body.data?.total).toBe(0);
    const bobStatement = await up.get<Paged<StatementEntry>>(API.member.statement, {
      token: bob.token,
      query: { username: alice.input.username, member_id: 1 },
    });
    expect(bobStatement.body.data).toMatchObject({ total: 0, items: [] });

    const aliceStatement = await up.get<Paged<StatementEntry>>(API.member.statement, { token: alice.token });
    expect(aliceStatement.body.data?.items.map((e) => e.note)).toEqual(['alice only']);
    const aliceWallets = await up.post<WalletsResponse>(API.member.wallets, {}, { token: alice.token });
    expect(aliceWallets.body.data?.total).toBe(77);
  });

  it('needs a token for every member call', async () => {
    expect((await up.post(API.member.wallets)).status).toBe(401);
    expect((await up.post(API.member.points)).status).toBe(401);
    expect((await up.get(API.member.statement)).status).toBe(401);
  });
});
