import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundSettlementResponse, SettlementFeedResponse } from '#shared/api/lotto/operator.js';
import { fillPath } from '#shared/api/call.js';
import { OPERATOR } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { snapshot } from '../test-support/db-snapshot.js';
import {
  balanceOf,
  billOf,
  ctxOf,
  fundedMember,
  MINUTE,
  openRound,
  placeBill,
  roundRow,
  wireRound,
} from '../test-support/lotto.js';
import { expectBooksBalance } from '../test-support/money.js';
import { TEST_AGENT_KEY, startUpstream, type TestUpstream } from '../test-support/upstream.js';
import { settleRound } from './settlement.js';

const resultPath = (roundId: number) => fillPath(OPERATOR.lottoResult, { round_id: roundId });
const cancelPath = (roundId: number) => fillPath(OPERATOR.lottoCancel, { round_id: roundId });
const feed = (up: TestUpstream, afterId?: number) =>
  up.get<SettlementFeedResponse>(OPERATOR.lottoSettlements, {
    headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
    query: afterId === undefined ? {} : { after_id: afterId },
  });

describe('settlement of an agent-entered result', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The first tick, started with the app, makes and opens the rounds read below.
    await up.settle();
  });
  afterAll(() => up.close());

  it('records the result once after close, pays winners once, and feeds the settlements', async () => {
    const round = await openRound(up, 'HANOI');
    const winner = await fundedMember(up, 100);
    const loser = await fundedMember(up, 100);
    const start = (await feed(up)).body.data!;
    const won = await placeBill(up, winner, {
      round_id: round.id,
      items: [
        { bet_type: '3top', number: '123', amount: 2 }, // 2 × 850
        { bet_type: '2bottom', number: '45', amount: 1 }, // 90
        { bet_type: '3tod', number: '321', amount: 1 }, // 120
        { bet_type: '2top', number: '99', amount: 1 },
      ],
    });
    const lost = await placeBill(up, loser, { round_id: round.id, items: [{ bet_type: '2top', number: '00', amount: 10 }] });

    const early = await up.operator(resultPath(round.id), { top3: '123', bottom2: '45' });
    expect(early.body).toEqual({ error: ErrorCode.ROUND_NOT_CLOSED, message: 'งวดนี้ยังไม่ปิดรับแทง ยังออกผลไม่ได้' });

    await up.moveClockTo(round.closes_at);
    expect((await wireRound(up, round.id)).status).toBe('closed');
    // Without demo mode nothing draws it: it waits for the agent.
    await up.advance(60 * MINUTE);
    expect((await roundRow(up, round.id)).status).toBe('closed');

    const reply = await up.operator<RoundSettlementResponse>(resultPath(round.id), { top3: '123', bottom2: '45', first_prize: '999123' });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({ settled_bills: 2, usernames: [winner.input.username] });
    // A standard category keeps only top3 and bottom2; no seed for an agent's result.
    expect(reply.body.data?.round).toMatchObject({ status: 'resulted', result: { top3: '123', bottom2: '45' }, seed_hash: null, seed: null });
    expect(reply.body.data?.round.result).not.toHaveProperty('first_prize');

    const wonBill = await billOf(up, winner, won.bill_id);
    expect(wonBill).toMatchObject({ status: 'won', win_amount: 1700 + 90 + 120 });
    expect(wonBill.items.map((i) => [i.status, i.win_amount])).toEqual([
      ['won', 1700],
      ['won', 90],
      ['won', 120],
      ['lost', 0],
    ]);
    expect(await billOf(up, loser, lost.bill_id)).toMatchObject({ status: 'lost', win_amount: 0 });
    expect(await balanceOf(up, winner)).toBe((100 - 5 + 1910) * 100);
    const wins = await up.db.selectFrom('ledger_entries').select(['amount', 'ref']).where('kind', '=', 'win').execute();
    expect(wins).toEqual([{ amount: 1910_00, ref: `bill:${won.bill_id}` }]);

    const rows = (await feed(up, start.last_id)).body.data!;
    expect(rows.settlements.map((s) => [s.round_id, s.username])).toEqual([
      [round.id, winner.input.username],
      [round.id, loser.input.username],
    ]);
    expect(rows.last_id).toBe(start.last_id + 2);
    expect((await feed(up, rows.last_id)).body.data).toEqual({ settlements: [], last_id: rows.last_id });

    // Running settlement again pays nothing, and a second result is refused.
    const before = await snapshot(up.db);
    expect(await settleRound(ctxOf(up), round.id)).toEqual({ settledBills: 0, memberIds: new Set() });
    await up.db.updateTable('lotto_rounds').set({ settled_at: null }).where('id', '=', round.id).execute();
    expect((await settleRound(ctxOf(up), round.id)).settledBills).toBe(0);
    const { resulted_at } = await roundRow(up, round.id);
    await up.db.updateTable('lotto_rounds').set({ settled_at: resulted_at }).where('id', '=', round.id).execute();
    expect(await snapshot(up.db)).toEqual(before);
    const again = await up.operator(resultPath(round.id), { top3: '999', bottom2: '99' });
    expect(again.body).toEqual({ error: ErrorCode.ROUND_ALREADY_RESULTED, message: 'งวดนี้ออกผลแล้ว แก้ไขผลไม่ได้' });
    const cancel = await up.operator(cancelPath(round.id));
    expect(cancel.body.error).toBe(ErrorCode.ROUND_ALREADY_RESULTED);
    expect(await snapshot(up.db)).toEqual(before);
    // Even a raw write cannot change a recorded result.
    await expect(
      up.db.updateTable('lotto_rounds').set({ result: '{"top3":"000","bottom2":"00"}' }).where('id', '=', round.id).execute(),
    ).rejects.toThrow(/never changed/);
    await expectBooksBalance(up);
  });

  it('cancels a round, refunding every pending bill to the wallets that paid', async () => {
    // 19:00 now: tomorrow's Hanoi round has just opened.
    const round = await openRound(up, 'HANOI');
    const a = await fundedMember(up, 50);
    const b = await fundedMember(up, 50);
    const billA = await placeBill(up, a, { round_id: round.id, items: [{ bet_type: '2top', number: '11', amount: 20 }] });
    await placeBill(up, b, { round_id: round.id, items: [{ bet_type: '2top', number: '22', amount: 50 }] });
    const reply = await up.operator<RoundSettlementResponse>(cancelPath(round.id));
    expect(reply.body.data).toMatchObject({ settled_bills: 2, round: { status: 'cancelled' } });
    expect(reply.body.data?.usernames).toEqual([a.input.username, b.input.username].sort());
    expect(await balanceOf(up, a)).toBe(50_00);
    expect(await balanceOf(up, b)).toBe(50_00);
    expect((await billOf(up, a, billA.bill_id)).status).toBe('refunded');
    expect((await up.operator(cancelPath(round.id))).body.error).toBe(ErrorCode.ROUND_CANCELLED);
    expect((await up.operator(resultPath(round.id), { top3: '111', bottom2: '11' })).body.error).toBe(ErrorCode.ROUND_CANCELLED);
    expect((await up.operator(cancelPath(99_999_999))).body.error).toBe(ErrorCode.ROUND_NOT_FOUND);
    await expectBooksBalance(up);
  });

  it('refuses every operator lotto call without the agent key, changing nothing', async () => {
    const round = await openRound(up, 'YEEKEE_15');
    const before = await snapshot(up.db);
    for (const path of [resultPath(round.id), cancelPath(round.id)]) {
      expect(await up.post(path, { top3: '123', bottom2: '45' })).toEqual({
        status: 401,
        body: { error: ErrorCode.AGENT_KEY_INVALID, message: 'รหัสเอเย่นต์ไม่ถูกต้อง' },
      });
      const member = await up.post(path, { top3: '123', bottom2: '45' }, { token: 'not-the-key' });
      expect(member.status).toBe(401);
    }
    expect((await up.get(OPERATOR.lottoSettlements)).status).toBe(401);
    expect(await snapshot(up.db)).toEqual(before);
  });
});

describe('the Thai government lottery', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream({ clock: new FakeClock(Date.parse('2026-12-01T14:00:00+07:00')) });
    await up.settle();
  });
  afterAll(() => up.close());

  it('needs the first prize, front and back threes, and pays each Thai bet type', async () => {
    const round = await openRound(up, 'THAI_GOV');
    expect(round.closes_at).toBe(Date.parse('2026-12-01T15:00:00+07:00'));
    const member = await fundedMember(up, 100);
    const bill = await placeBill(up, member, {
      round_id: round.id,
      items: [
        { bet_type: '3top', number: '456', amount: 1 }, // 900
        { bet_type: '3front', number: '012', amount: 1 }, // 450
        { bet_type: '3back', number: '901', amount: 1 }, // 450
        { bet_type: '2bottom', number: '78', amount: 1 }, // 90
        { bet_type: 'runtop', number: '5', amount: 10 }, // 32
        { bet_type: '3back', number: '456', amount: 1 },
      ],
    });
    await up.moveClockTo(round.closes_at);
    const before = await snapshot(up.db);
    const missing = await up.operator(resultPath(round.id), { top3: '456', bottom2: '78' });
    expect(missing.body).toEqual({
      error: ErrorCode.RESULT_FIELDS_MISSING,
      message: 'หวยรัฐบาลต้องกรอกรางวัลที่ 1 เลขหน้า 3 ตัว และเลขท้าย 3 ตัว',
    });
    const full = { first_prize: '123456', top3: '456', bottom2: '78', front3: ['012', '345'], back3: ['678', '901'] };
    const mismatch = await up.operator(resultPath(round.id), { ...full, top3: '455' });
    expect(mismatch.body.error).toBe(ErrorCode.VALIDATION);
    const badShape = await up.operator(resultPath(round.id), { ...full, front3: ['012'] });
    expect(badShape.body.error).toBe(ErrorCode.VALIDATION);
    expect(await snapshot(up.db)).toEqual(before);

    const reply = await up.operator<RoundSettlementResponse>(resultPath(round.id), full);
    expect(reply.body.data?.round.result).toEqual(full);
    const settled = await billOf(up, member, bill.bill_id);
    expect(settled.items.map((i) => i.win_amount)).toEqual([900, 450, 450, 90, 32, 0]);
    expect(settled.win_amount).toBe(1922);
    await expectBooksBalance(up);
  });
});

describe('demo draws', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream({ settings: { demo: true } });
    await up.settle();
  });
  afterAll(() => up.close());

  it('commits a seed at open, draws from it at result time, and takes no manual result or late cancel', async () => {
    const round = await openRound(up, 'HANOI_SPECIAL'); // closes 17:00, result 17:30
    const seen = await wireRound(up, round.id);
    expect(seen.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.seed).toBeNull();
    const member = await fundedMember(up, 100);
    const bill = await placeBill(up, member, {
      round_id: round.id,
      items: Array.from({ length: 10 }, (_, d) => ({ bet_type: 'runtop' as const, number: String(d), amount: 1 })),
    });

    await up.moveClockTo(round.closes_at);
    const manual = await up.operator(resultPath(round.id), { top3: '123', bottom2: '45' });
    expect(manual.body).toEqual({
      error: ErrorCode.ROUND_RESULT_BY_SEED,
      message: 'ผลของงวดนี้กำหนดจากเลขสุ่มที่ประกาศแฮชไว้แล้ว กรอกผลเองหรือยกเลิกหลังปิดรับไม่ได้',
    });
    expect((await up.operator(cancelPath(round.id))).body.error).toBe(ErrorCode.ROUND_RESULT_BY_SEED);
    expect((await roundRow(up, round.id)).status).toBe('closed');

    await up.moveClockTo(round.result_at);
    const drawn = await wireRound(up, round.id);
    expect(drawn.status).toBe('resulted');
    expect(drawn.seed_hash).toBe(seen.seed_hash);
    expect(verifySeed(drawn.seed!, seen.seed_hash!)).toBe(true);
    expect(drawn.result).toEqual(drawFromSeed(drawn.seed!, 'standard'));
    // runtop on every digit: the digits of top3 win, each at 3.2
    const settled = await billOf(up, member, bill.bill_id);
    const winning = new Set(drawn.result!.top3);
    expect(settled.items.filter((i) => i.status === 'won').map((i) => i.number).sort()).toEqual([...winning].sort());
    expect(settled.win_amount).toBeCloseTo(3.2 * winning.size, 2);
    await expectBooksBalance(up);
  });

  it('may still cancel a seeded round while it is open', async () => {
    const round = await openRound(up, 'HANOI_VIP');
    const reply = await up.operator<RoundSettlementResponse>(cancelPath(round.id));
    expect(reply.body.data?.round.status).toBe('cancelled');
  });
});
