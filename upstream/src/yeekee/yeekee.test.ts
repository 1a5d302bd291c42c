import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShootResponse, YeekeeListResponse, YeekeeShot, YeekeeShotsResponse } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import { snapshot } from '../test-support/db-snapshot.js';
import {
  balanceOf,
  billOf,
  categoryId,
  ctxOf,
  fundedMember,
  openRound,
  placeBill,
  roundRow,
  wireRound,
} from '../test-support/lotto.js';
import { expectBooksBalance } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { settleRound } from '../lotto/settlement.js';

const shoot = (up: TestUpstream, member: RegisteredMember, roundId: number, number: string) =>
  up.post<ShootResponse>(API.lotto.yeekeeShoot, { round_id: roundId, number }, { token: member.token });

async function allShots(up: TestUpstream, roundId: number): Promise<YeekeeShot[]> {
  const shots: YeekeeShot[] = [];
  for (;;) {
    const reply = await up.get<YeekeeShotsResponse>(API.lotto.yeekeeLists, { query: { round_id: roundId, after_seq: shots.at(-1)?.seq ?? 0 } });
    const page = reply.body.data!;
    shots.push(...page.shots);
    if (page.shots.length === 0 || shots.at(-1)!.seq >= page.last_seq) return shots;
  }
}

describe('yeekee shots and result', () => {
  let up: TestUpstream;
  let shooters: RegisteredMember[];
  beforeAll(async () => {
    up = await startUpstream();
    // The scheduler's catch-up at start makes the day's rounds: done before the first test looks for one.
    await up.settle();
    shooters = await Promise.all(Array.from({ length: 50 }, () => up.register()));
  });
  afterAll(() => up.close());

  it('numbers 50 concurrent shots 1 to 50 without a gap, masked, in arrival order', async () => {
    const round = await openRound(up, 'YEEKEE_5');
    const replies = await Promise.all(shooters.map((m, i) => shoot(up, m, round.id, String(i * 1999).padStart(5, '0'))));
    expect(replies.every((r) => r.body.error === 0)).toBe(true);
    expect(replies.map((r) => r.body.data!.shot.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const first = replies[0]!.body.data!;
    expect(first.shot.username).toMatch(/^08x-xxx-x\d{3}$/);
    expect(first.shot.username.slice(-3)).toBe(shooters[0]!.input.username.slice(-3));
    expect(first.next_shot_at).toBe('2026-11-22T10:00:10.000+07:00');

    const shots = await allShots(up, round.id);
    expect(shots.map((s) => s.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const after = await up.get<YeekeeShotsResponse>(API.lotto.yeekeeLists, { query: { round_id: round.id, after_seq: 47 } });
    expect(after.body.data?.shots.map((s) => s.seq)).toEqual([48, 49, 50]);
    const sum = shots.reduce((s, shot) => s + Number(shot.number), 0);
    expect(after.body.data).toMatchObject({ total: 50, last_seq: 50, sum: String(sum), round: { shot_count: 50, status: 'open' } });
  });

  it('lets a member shoot once per 10 seconds', async () => {
    const round = await openRound(up, 'YEEKEE_15');
    const member = shooters[0]!;
    await up.advance(9_999);
    const before = await snapshot(up.db);
    const soon = await shoot(up, member, round.id, '12345');
    expect(soon.body).toMatchObject({
      error: ErrorCode.SHOT_TOO_SOON,
      message: 'ยิงเลขได้ครั้งละ 1 ครั้งทุก 10 วินาที กรุณารอสักครู่',
      data: { next_shot_at: '2026-11-22T10:00:10.000+07:00' },
    });
    expect(await snapshot(up.db)).toEqual(before);
    await up.advance(1);
    expect((await shoot(up, member, round.id, '12345')).body.error).toBe(0);
    expect((await shoot(up, member, round.id, '12346')).body.error).toBe(ErrorCode.SHOT_TOO_SOON);
  });

  it('refuses shots on a non-yeekee round, bad numbers, and visitors', async () => {
    const member = shooters[1]!;
    const before = await snapshot(up.db);
    const hanoi = await openRound(up, 'HANOI');
    expect((await shoot(up, member, hanoi.id, '12345')).body).toEqual({ error: ErrorCode.ROUND_NOT_FOUND, message: 'ไม่พบรอบหวยยี่กีนี้' });
    const round = await openRound(up, 'YEEKEE_15');
    for (const number of ['1234', '123456', '12a45', '']) {
      expect((await shoot(up, member, round.id, number)).body).toMatchObject({ error: ErrorCode.VALIDATION, message: 'กรุณากรอกตัวเลข 5 หลัก' });
    }
    expect((await up.post(API.lotto.yeekeeShoot, { round_id: round.id, number: '12345' })).status).toBe(401);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('computes the result at close from the stored shots and the seed whose hash was public while open', async () => {
    const round = await openRound(up, 'YEEKEE_5');
    const whileOpen = await wireRound(up, round.id);
    expect(whileOpen.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(whileOpen.seed).toBeNull();
    expect(whileOpen.result).toBeUndefined();

    // A yeekee bill rides on the same result.
    const better = await fundedMember(up, 100);
    const bill = await placeBill(up, better, {
      round_id: round.id,
      items: Array.from({ length: 10 }, (_, d) => ({ bet_type: 'runbottom' as const, number: String(d), amount: 1 })),
    });
    const beforeRewards = new Map<string, number>();
    for (const m of shooters) beforeRewards.set(m.input.username, await balanceOf(up, m));

    await up.moveClockTo(round.closes_at);
    const late = await shoot(up, shooters[5]!, round.id, '55555');
    expect(late.body.error).toBe(ErrorCode.ROUND_NOT_OPEN);

    const resulted = await wireRound(up, round.id);
    expect(resulted.status).toBe('resulted');
    expect(resulted.seed_hash).toBe(whileOpen.seed_hash);
    expect(verifySeed(resulted.seed!, whileOpen.seed_hash!)).toBe(true);
    const shots = await allShots(up, round.id);
    expect(shots).toHaveLength(50);
    const proof = computeYeekeeProof(round.id, shots, resulted.seed!);
    expect(resulted.result).toEqual(yeekeeResult(proof));

    // Rewards: the last shot (1st counted back) 200 THB, the 16th counted back 400 THB, as 'bonus'.
    const last = shooters.find((m) => m.input.username.endsWith(shots[49]!.username.slice(-3)))!;
    const sixteenth = shooters.find((m) => m.input.username.endsWith(shots[34]!.username.slice(-3)))!;
    expect((await balanceOf(up, last)) - beforeRewards.get(last.input.username)!).toBe(200_00);
    expect((await balanceOf(up, sixteenth)) - beforeRewards.get(sixteenth.input.username)!).toBe(400_00);
    const rewards = await up.db.selectFrom('yeekee_rewards').select(['rank', 'amount']).where('round_id', '=', round.id).orderBy('rank').execute();
    expect(rewards).toEqual([
      { rank: 1, amount: 200_00 },
      { rank: 16, amount: 400_00 },
    ]);
    const settled = await billOf(up, better, bill.bill_id);
    expect(settled.items.filter((i) => i.status === 'won').map((i) => i.number).sort()).toEqual([...new Set(resulted.result!.bottom2)].sort());

    // Settling again pays no reward and no win twice.
    const before = await snapshot(up.db);
    await up.db.updateTable('lotto_rounds').set({ settled_at: null }).where('id', '=', round.id).execute();
    expect(await settleRound(ctxOf(up), round.id)).toEqual({ settledBills: 0, memberIds: new Set() });
    const { resulted_at } = await roundRow(up, round.id);
    await up.db.updateTable('lotto_rounds').set({ settled_at: resulted_at }).where('id', '=', round.id).execute();
    expect(await snapshot(up.db)).toEqual(before);
    // Shots are never edited or removed.
    await expect(up.db.updateTable('yeekee_shots').set({ number: '00000' }).where('round_id', '=', round.id).execute()).rejects.toThrow(/never changed/);
    await expect(up.db.deleteFrom('yeekee_shots').where('round_id', '=', round.id).execute()).rejects.toThrow(/never removed/);
    await expectBooksBalance(up);
  });

  it('lists the day’s yeekee rounds with their number and shot count', async () => {
    const yeekee15 = await categoryId(up, 'YEEKEE_15');
    const reply = await up.get<YeekeeListResponse>(API.lotto.yeekeeList, { query: { category_id: yeekee15 } });
    const rounds = reply.body.data!.rounds;
    expect(rounds.every((r) => r.category_id === yeekee15)).toBe(true);
    // Rounds 15 and 16 were seeded as past results; 17 (10:00) onwards were made by the scheduler.
    expect(rounds.map((r) => r.round_no)).toEqual(Array.from({ length: 74 }, (_, i) => i + 15));
    expect(rounds.at(-1)).toMatchObject({ closes_at: '2026-11-23T04:00:00.000+07:00' });
    expect(rounds.find((r) => r.round_no === 17)?.shot_count).toBe(1);
    const both = await up.get<YeekeeListResponse>(API.lotto.yeekeeList, { query: { date: '2026-11-23' } });
    expect(both.body.data?.rounds).toHaveLength(88 + 264);
    const paged = await up.get<YeekeeShotsResponse>(API.lotto.yeekeeLists, { query: { round_id: rounds[2]!.round_id, page: 1 } });
    expect(paged.body.data).toMatchObject({ page: 1, page_size: 100, total: 1 });
  });
});

describe('yeekee shots page newest first', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream({ settings: { lotto: { shotCooldownMs: 0 } } });
    await up.settle();
  });
  afterAll(() => up.close());

  it('pages 250 shots: page 1 the newest 100, each page in seq order', async () => {
    const member = await up.register();
    const round = await openRound(up, 'YEEKEE_15');
    for (let i = 0; i < 250; i++) expect((await shoot(up, member, round.id, String(i).padStart(5, '0'))).body.error).toBe(0);
    const page = async (p: number) =>
      (await up.get<YeekeeShotsResponse>(API.lotto.yeekeeLists, { query: { round_id: round.id, page: p } })).body.data!.shots.map((s) => s.seq);
    expect(await page(1)).toEqual(Array.from({ length: 100 }, (_, i) => 151 + i));
    expect(await page(2)).toEqual(Array.from({ length: 100 }, (_, i) => 51 + i));
    expect(await page(3)).toEqual(Array.from({ length: 50 }, (_, i) => 1 + i));
    expect(await page(4)).toEqual([]);
    const bill = await up.get(API.lotto.yeekeeLists, { query: { round_id: (await openRound(up, 'HANOI')).id } });
    expect(bill.body.error).toBe(ErrorCode.ROUND_NOT_FOUND);
  });
});

describe('one member shooting at once', () => {
  it('takes one of a member’s simultaneous shots, in two rounds, and refuses the rest as too soon', async () => {
    const up = await startUpstream();
    try {
      await up.settle();
      const member = await up.register();
      // The cooldown is the member's, whatever the round: shots at two rounds race on no round of their own.
      const rounds = [await openRound(up, 'YEEKEE_5'), await openRound(up, 'YEEKEE_15')];
      const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => shoot(up, member, rounds[i % 2]!.id, `1234${i}`)));
      expect(replies.map((r) => r.body.error).sort((a, b) => a - b)).toEqual([0, ...Array.from({ length: 5 }, () => ErrorCode.SHOT_TOO_SOON)]);
      const counts = await Promise.all(rounds.map(async (round) => (await roundRow(up, round.id)).shot_count));
      expect(counts.sort()).toEqual([0, 1]);
    } finally {
      await up.close();
    }
  });
});
