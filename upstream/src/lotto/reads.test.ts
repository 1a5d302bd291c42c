import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitResponse, LottoLobbyResponse, RateResponse, RatesResponse, ResultResponse, ResultsResponse, RoundResponse, RoundsResponse, RuleResponse } from '#shared/api/lotto/rounds.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import { categoryId, openRound } from '../test-support/lotto.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';

describe('public lotto reads', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The first tick, started with the app, makes and opens the rounds read below.
    await up.settle();
  });
  afterAll(() => up.close());

  it('answers the lobby with status instead of error, every category with its latest result and live rounds', async () => {
    const reply = await up.get(API.lotto.lobby);
    const body = reply.body as unknown as { status: number; data: LottoLobbyResponse };
    expect(reply.status).toBe(200);
    expect(body.status).toBe(0);
    expect(body).not.toHaveProperty('error');
    expect(body.data.server_time).toBe('2026-11-22T10:00:00.000+07:00');
    expect(body.data.categories.map((c) => c.code)).toEqual([
      'THAI_GOV',
      'LAO',
      'HANOI',
      'HANOI_SPECIAL',
      'HANOI_VIP',
      'NIKKEI_AM',
      'HANGSENG_AM',
      'DOWJONES',
      'YEEKEE_15',
      'YEEKEE_5',
    ]);
    const thai = body.data.categories[0]!;
    expect(thai).toMatchObject({ name: 'หวยรัฐบาลไทย', group: 'thai', kind: 'thai', round_minutes: null });
    expect(thai.bet_types).toEqual(['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom']);
    // The next draw (16 December) opens only when this one's result is out.
    expect(thai.rounds.map((r) => r.status)).toEqual(['resulted', 'open']);
    const yeekee = body.data.categories.at(-1)!;
    expect(yeekee).toMatchObject({ kind: 'yeekee', round_minutes: 5 });
    expect(yeekee.bet_types).not.toContain('3front');
  });

  it('shows results on a fresh start, honest: each from a revealed seed whose hash matches', async () => {
    const reply = await up.get<ResultsResponse>(API.lotto.results);
    const data = reply.body.data!;
    expect(data).toMatchObject({ page: 1, page_size: 20, total: 20 });
    const times = data.results.map((r) => r.closes_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const round of data.results) {
      expect(round.status).toBe('resulted');
      expect(verifySeed(round.seed!, round.seed_hash!)).toBe(true);
    }
    const thai = await up.get<ResultsResponse>(API.lotto.results, { query: { category_id: await categoryId(up, 'THAI_GOV') } });
    expect(thai.body.data?.results.map((r) => r.name)).toEqual(['หวยรัฐบาลไทย งวด 16 พ.ย. 2569', 'หวยรัฐบาลไทย งวด 1 พ.ย. 2569']);
    const latest = thai.body.data!.results[0]!;
    expect(latest.result).toEqual(drawFromSeed(latest.seed!, 'thai'));
    const yeekee = await up.get<ResultsResponse>(API.lotto.results, { query: { category_id: await categoryId(up, 'YEEKEE_15'), date: '2026-11-22' } });
    const past = yeekee.body.data!.results;
    expect(past).toHaveLength(2);
    expect(past[0]!.result).toEqual(yeekeeResult(computeYeekeeProof(past[0]!.round_id, [], past[0]!.seed!)));
    const empty = await up.get<ResultsResponse>(API.lotto.results, { query: { page: 2 } });
    expect(empty.body.data).toMatchObject({ results: [], total: 20 });
    const one = await up.get<ResultResponse>(API.lotto.result, { query: { round_id: latest.round_id } });
    expect(one.body.data?.round).toEqual(latest);
  });

  it('lists rounds from today on, by category, status and day', async () => {
    const hanoi = await categoryId(up, 'HANOI');
    const reply = await up.get<RoundsResponse>(API.lotto.rounds, { query: { category_id: hanoi } });
    expect(reply.body.data?.rounds.map((r) => [r.name, r.status])).toEqual([
      ['ฮานอยปกติ งวด 22 พ.ย. 2569', 'open'],
      ['ฮานอยปกติ งวด 23 พ.ย. 2569', 'upcoming'],
      // opens at 19:00 tomorrow, before the end of tomorrow
      ['ฮานอยปกติ งวด 24 พ.ย. 2569', 'upcoming'],
    ]);
    const open = await up.get<RoundsResponse>(API.lotto.rounds, { query: { status: 'open' } });
    expect(open.body.data?.rounds.every((r) => r.status === 'open')).toBe(true);
    expect(open.body.data?.rounds.map((r) => r.category_id)).toContain(await categoryId(up, 'THAI_GOV'));
    const yesterday = await up.get<RoundsResponse>(API.lotto.rounds, { query: { date: '2026-11-21', category_id: hanoi } });
    expect(yesterday.body.data?.rounds.map((r) => r.status)).toEqual(['resulted']);
    const missing = await up.get(API.lotto.rounds, { query: { category_id: 999 } });
    expect(missing.body).toEqual({ error: ErrorCode.CATEGORY_NOT_FOUND, message: 'ไม่พบหมวดหวยนี้' });
  });

  it('answers a round with its category and the server time; the seed stays hidden until the result', async () => {
    const round = await openRound(up, 'YEEKEE_15');
    const reply = await up.get<RoundResponse>(API.lotto.round, { query: { round_id: round.id } });
    expect(reply.body.data).toMatchObject({
      round: { round_id: round.id, status: 'open', opens_at: '2026-11-22T10:00:00.000+07:00', closes_at: '2026-11-22T10:15:00.000+07:00', seed: null },
      category: { code: 'YEEKEE_15', round_minutes: 15 },
      server_time: '2026-11-22T10:00:00.000+07:00',
    });
    expect(reply.body.data?.round.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(reply.body)).not.toContain(round.seed!);
    expect((await up.get(API.lotto.round, { query: { round_id: 99_999_999 } })).body.error).toBe(ErrorCode.ROUND_NOT_FOUND);
  });

  it('publishes rates of the domain rules’ table, limits and restricted numbers before anyone bets', async () => {
    const rates = await up.get<RatesResponse>(API.lotto.rates);
    const byCode = new Map(rates.body.data!.categories.map((c) => [c.name, c]));
    expect(byCode.get('หวยรัฐบาลไทย')!.rates.map((r) => r.rate)).toEqual([900, 150, 450, 450, 90, 90, 3.2, 4.2]);
    expect(byCode.get('หวยลาว')!.rates.map((r) => [r.bet_type, r.rate])).toEqual([
      ['3top', 850],
      ['3tod', 120],
      ['2top', 90],
      ['2bottom', 90],
      ['runtop', 3.2],
      ['runbottom', 4.2],
    ]);
    expect(byCode.get('ยี่กี 15 นาที')!.limits[0]).toEqual({ bet_type: '3top', min_amount: 1, max_amount: 2000, max_per_number: 20000 });
    const one = await up.get<RatesResponse>(API.lotto.rates, { query: { category_id: await categoryId(up, 'HANOI'), agent_id: 1 } });
    expect(one.body.data?.categories).toHaveLength(1);

    const hanoi = await openRound(up, 'HANOI');
    const rate = await up.get<RateResponse>(API.lotto.rate, { query: { round_id: hanoi.id } });
    expect(rate.body.data?.restricted).toEqual([
      { bet_type: '2top', number: '19', kind: 'reduced', rate: 45 },
      { bet_type: '3top', number: '456', kind: 'closed', rate: null },
    ]);
    const limit = await up.get<LimitResponse>(API.lotto.limit, { query: { round_id: hanoi.id } });
    expect(limit.body.data?.limits.find((l) => l.bet_type === '2bottom')).toEqual({
      bet_type: '2bottom',
      min_amount: 1,
      max_amount: 5000,
      max_per_number: 50000,
    });
    expect(limit.body.data?.restricted).toEqual(rate.body.data?.restricted);
  });

  it('writes each category’s rules from its data', async () => {
    const thai = await up.get<RuleResponse>(API.lotto.rule, { query: { category_id: await categoryId(up, 'THAI_GOV') } });
    expect(thai.body.data?.rules[0]).toBe('ออกผลทุกวันที่ 1 และ 16 ของเดือน ปิดรับแทงเวลา 15:00 น. ออกผลเวลา 16:00 น.');
    expect(thai.body.data?.rules.join('\n')).toContain('3 ตัวบน: ถูกเมื่อตรงกับเลข 3 ตัวบนทุกตัวและทุกตำแหน่ง จ่ายบาทละ 900 บาท');
    expect(thai.body.data?.rules.join('\n')).toContain('ยกเลิกโพยได้จนถึง 30 นาทีก่อนปิดรับแทง');
    const yeekee = await up.get<RuleResponse>(API.lotto.rule, { query: { category_id: await categoryId(up, 'YEEKEE_5') } });
    expect(yeekee.body.data?.rules.join('\n')).toContain('ผู้ยิงลำดับที่ 1 (คนสุดท้าย) รับ 200.00 บาท ลำดับที่ 16 รับ 400.00 บาท');
    expect((await up.get(API.lotto.rule, { query: { category_id: 999 } })).body.error).toBe(ErrorCode.CATEGORY_NOT_FOUND);
  });
});
