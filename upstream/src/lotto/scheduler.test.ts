import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { LottoCategory, LottoLobbyResponse } from '#shared/api/lotto/rounds.js';
import type { YeekeeListResponse } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import type { StatusEnvelope } from '#shared/envelope.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { createUpstream } from '../app.js';
import { categoryId, HOUR, MINUTE, roundRow, wireRound } from '../test-support/lotto.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

const ups: TestUpstream[] = [];
async function start(...args: Parameters<typeof startUpstream>): Promise<TestUpstream> {
  const up = await startUpstream(...args);
  ups.push(up);
  // The first tick, started with the app, makes and opens the rounds read below.
  await up.settle();
  return up;
}
afterEach(async () => {
  for (const up of ups.splice(0)) await up.close();
});

const at = (iso: string) => Date.parse(iso);

async function roundAt(up: TestUpstream, code: string, opensAt: number) {
  const round = await up.db
    .selectFrom('lotto_rounds')
    .select('id')
    .where('category_id', '=', await categoryId(up, code))
    .where('opens_at', '=', opensAt)
    .executeTakeFirst();
  if (round === undefined) throw new Error(`no ${code} round opening at ${new Date(opensAt).toISOString()}`);
  return roundRow(up, round.id);
}

/** Rounds of a category, on a draw day or in some statuses. */
async function countRounds(up: TestUpstream, code: string, where: { draw_date?: string; statuses?: string[]; closesBy?: number }) {
  let query = up.db
    .selectFrom('lotto_rounds')
    .select(sql<number>`COUNT(*)`.as('count'))
    .where('category_id', '=', await categoryId(up, code));
  if (where.draw_date !== undefined) query = query.where('draw_date', '=', where.draw_date);
  if (where.statuses !== undefined) query = query.where('status', 'in', where.statuses);
  if (where.closesBy !== undefined) query = query.where('closes_at', '<=', where.closesBy);
  return (await query.executeTakeFirstOrThrow()).count;
}

describe('lotto scheduler', () => {
  it('makes today’s and tomorrow’s rounds on start, on the domain rules’ schedules', async () => {
    const up = await start();
    const count = (code: string, day: string) => countRounds(up, code, { draw_date: day });
    // 88 fifteen-minute rounds and 264 five-minute rounds a day, 06:00 to 04:00 the next day.
    expect(await count('YEEKEE_15', '2026-11-23')).toBe(88);
    expect(await count('YEEKEE_5', '2026-11-23')).toBe(264);
    const first = await roundAt(up, 'YEEKEE_15', at('2026-11-23T06:00:00+07:00'));
    expect([first.round_no, first.closes_at]).toEqual([1, at('2026-11-23T06:15:00+07:00')]);
    const last = await roundAt(up, 'YEEKEE_5', at('2026-11-24T03:55:00+07:00'));
    expect([last.round_no, last.draw_date, last.closes_at]).toEqual([264, '2026-11-23', at('2026-11-24T04:00:00+07:00')]);
    // The Thai lottery of 1 December: open since the draw of 16 November, closes 15:00, result 16:00.
    const thai = await roundAt(up, 'THAI_GOV', at('2026-11-16T16:00:00+07:00'));
    expect(thai).toMatchObject({ status: 'open', draw_date: '2026-12-01', closes_at: at('2026-12-01T15:00:00+07:00'), result_at: at('2026-12-01T16:00:00+07:00') });
    expect(thai.name).toBe('หวยรัฐบาลไทย งวด 1 ธ.ค. 2569');
    // Lao draws Monday, Wednesday and Friday; stock indices on trading days. Today is a Sunday.
    expect(await count('LAO', '2026-11-22')).toBe(0);
    expect(await count('LAO', '2026-11-23')).toBe(1);
    expect(await count('NIKKEI_AM', '2026-11-23')).toBe(1);
    expect(await count('DOWJONES', '2026-11-23')).toBe(0);
    expect(await count('HANOI', '2026-11-22')).toBe(1);
    // Restricted numbers come with each new round.
    const restricted = await up.db
      .selectFrom('lotto_restricted_numbers')
      .select(['bet_type', 'number', 'kind', 'rate'])
      .where('round_id', '=', thai.id)
      .orderBy('number')
      .execute();
    expect(restricted).toEqual([
      { bet_type: '2bottom', number: '00', kind: 'reduced', rate: 45_00 },
      { bet_type: '3top', number: '123', kind: 'closed', rate: null },
      { bet_type: '3top', number: '999', kind: 'reduced', rate: 450_00 },
    ]);
  });

  it('opens, closes and results rounds as the clock advances, and keeps making rounds', async () => {
    const up = await start();
    const next = await roundAt(up, 'YEEKEE_15', at('2026-11-22T10:15:00+07:00'));
    expect(next.status).toBe('upcoming');
    expect((await wireRound(up, next.id)).seed_hash).toBeNull();

    await up.advance(15 * MINUTE);
    const open = await wireRound(up, next.id);
    expect(open).toMatchObject({ status: 'open', seed: null });
    expect(open.seed_hash).toMatch(/^[0-9a-f]{64}$/);

    await up.advance(15 * MINUTE - 1);
    expect((await roundRow(up, next.id)).status).toBe('open');
    await up.advance(1);
    const done = await wireRound(up, next.id);
    expect(done.status).toBe('resulted');
    expect(verifySeed(done.seed!, open.seed_hash!)).toBe(true);

    // Without demo mode a Hanoi round closes and waits for the agent.
    const hanoi = await roundAt(up, 'HANOI', at('2026-11-21T19:00:00+07:00'));
    await up.moveClockTo(at('2026-11-22T19:00:00+07:00'));
    expect(await roundRow(up, hanoi.id)).toMatchObject({ status: 'closed', seed: null, result: null });

    // Two days on, rounds of the day after exist.
    await up.advance(2 * 24 * HOUR);
    expect(await countRounds(up, 'YEEKEE_15', { draw_date: '2026-11-25' })).toBe(88);
    const stuck = await countRounds(up, 'YEEKEE_5', { statuses: ['upcoming', 'open'], closesBy: up.clock.now() });
    expect(stuck).toBe(0);
  });

  it('catches up on start with what fell due while it was down, and stops cleanly', async () => {
    const up = await start();
    await up.app.stop();
    expect(up.clock.pendingTimers()).toBe(0);
    const opened = await roundAt(up, 'YEEKEE_15', at('2026-11-22T10:00:00+07:00'));
    const missed = await roundAt(up, 'YEEKEE_15', at('2026-11-22T10:15:00+07:00'));
    const current = await roundAt(up, 'YEEKEE_15', at('2026-11-22T12:00:00+07:00'));
    up.clock.advance(2 * HOUR + MINUTE); // down until 12:01: no timer runs
    expect((await roundRow(up, opened.id)).status).toBe('open');

    const restarted = await createUpstream({ db: up.db, clock: up.clock });
    try {
      // The catch-up tick started with the app: done before anything is read.
      await restarted.idle();
      // Opened before the outage: closed and resulted from its shots and seed.
      expect((await roundRow(up, opened.id)).status).toBe('resulted');
      // Never opened while it could take bets: no seed was committed in time, so it is dropped.
      expect(await roundRow(up, missed.id)).toMatchObject({ status: 'cancelled', seed: null });
      expect((await roundRow(up, current.id)).status).toBe('open');
      up.clock.advance(15 * MINUTE);
      await restarted.idle();
      expect((await roundRow(up, current.id)).status).toBe('resulted');
    } finally {
      await restarted.stop();
    }
    expect(up.clock.pendingTimers()).toBe(0);
  });

  it('runs the 5-minute yeekee as back-to-back rounds of yeekeeRoundSeconds around the clock', async () => {
    const up = await start({ clock: new FakeClock(at('2026-11-22T02:00:30+07:00')), settings: { lotto: { yeekeeRoundSeconds: 60 } } });
    const lobby = await up.get(API.lotto.lobby);
    const body = lobby.body as unknown as StatusEnvelope<LottoLobbyResponse>;
    const fast = body.data!.categories.find((c: LottoCategory) => c.code === 'YEEKEE_5')!;
    expect(fast.round_minutes).toBe(1);
    // At 02:00:30, outside the normal yeekee hours, a round of 02:00–02:01 is open.
    const current = await roundAt(up, 'YEEKEE_5', at('2026-11-22T02:00:00+07:00'));
    expect(current).toMatchObject({ status: 'open', round_no: 121, closes_at: at('2026-11-22T02:01:00+07:00') });
    expect(current.seed_hash).not.toBeNull();
    await up.advance(30_000);
    expect((await roundRow(up, current.id)).status).toBe('resulted');
    expect((await roundAt(up, 'YEEKEE_5', at('2026-11-22T02:01:00+07:00'))).status).toBe('open');
    // It keeps at least ten minutes of rounds ahead as time goes on.
    await up.advance(3 * HOUR);
    const ahead = await countRounds(up, 'YEEKEE_5', { statuses: ['upcoming'] });
    expect(ahead).toBeGreaterThanOrEqual(9);
    const list = await up.get<YeekeeListResponse>(API.lotto.yeekeeList, { query: { category_id: await categoryId(up, 'YEEKEE_5') } });
    expect(list.body.data!.rounds.length).toBeLessThanOrEqual(300);
    expect(list.body.data!.rounds.every((r) => Date.parse(r.closes_at) - Date.parse(r.opens_at) === 60_000)).toBe(true);
  });
});
