/**
 * Answers for the fairness page's reads: a finished yeekee round with its
 * shots, a demo draw, a revealed shoe, a finished football match and the
 * wheel's table. Seeds and results are consistent (the results come from the
 * shared functions), so each worked example checks out; the tests recompute
 * the key numbers with node:crypto on their own.
 */
import { createHash } from 'node:crypto';
import { API } from '#shared/api/paths.js';
import { FOOTBALL_API } from '#shared/games/football-games.js';
import { dealShoe, shoeCommitment, shoeOrder } from '#shared/games/baccarat/index.js';
import { matchResult } from '#shared/games/football-fair.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { computeYeekeeProof } from '#shared/lotto/yeekee-formula.js';
import type { WheelPrize } from '#shared/api/wheel.js';
import type { Answers, DataAt } from '#client/test-support/fetch-mock.js';
import { soothDetailOf, soothTableOf } from '#client/game-data/test-support/revealed-shoe.js';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const category = (category_id: number, name: string, kind: 'yeekee' | 'standard'): DataAt<typeof API.lotto.lobby>['categories'][number] => ({
  category_id,
  code: `c${category_id}`,
  name,
  group: kind === 'yeekee' ? 'yeekee' : 'hanoi',
  kind,
  bet_types: ['3top', '2bottom'],
  round_minutes: kind === 'yeekee' ? 15 : null,
  rounds: [],
});

export const YEEKEE_SEED = 'f3a9c2e1-yeekee-round-41';
export const SHOTS = Array.from({ length: 20 }, (_, index) => ({
  seq: index + 1,
  number: String((index * 7919 + 12345) % 100000).padStart(5, '0'),
  username: '08x-xxx-x678',
  created_at: '2026-11-23T10:00:00+07:00',
}));
const yeekeeNumber = computeYeekeeProof(41, SHOTS, YEEKEE_SEED).number;

const round = (round_id: number, category_id: number, name: string, seed: string, result: { top3: string; bottom2: string }) => ({
  round_id,
  category_id,
  name,
  status: 'resulted' as const,
  opens_at: '2026-11-23T09:45:00+07:00',
  closes_at: '2026-11-23T10:00:00+07:00',
  result,
  seed,
  seed_hash: sha256(seed),
  log_seq: round_id + 1000,
});

export const YEEKEE_ROUND = round(41, 1, 'รอบที่ 20', YEEKEE_SEED, { top3: yeekeeNumber.slice(2), bottom2: yeekeeNumber.slice(0, 2) });
export const DRAW_SEED = 'hanoi-2026-11-23-seed';
export const DRAW_ROUND = round(77, 2, 'งวด 23 พ.ย. 69', DRAW_SEED, drawFromSeed(DRAW_SEED, 'standard'));

export const SHOE = (() => {
  const server_seed = 'table-1-seed-0001';
  const shoe_id = 'T1-0007';
  const salt = 's4lt-0007';
  const order = shoeOrder(server_seed, shoe_id);
  return { shoe_id, server_seed, salt, commitment: shoeCommitment(salt, order), hands: dealShoe(order).length, verified: true, ended_at: '2026-11-23T09:00:00+07:00' };
})();

export const MATCH = (() => {
  const server_seed = 'vfb-seed-000123';
  const match_id = 'vfb-1-20261123-0930';
  const means = { home: 1.55, away: 1.2 };
  const result = matchResult(server_seed, match_id, means.home, means.away);
  return {
    match_id,
    kickoff_at: '2026-11-23T09:30:00+07:00',
    full_time_at: '2026-11-23T09:31:30+07:00',
    status: 'finished',
    home: { code: 'BKK', name: 'บางกอก' },
    away: { code: 'CNX', name: 'เชียงใหม่' },
    means,
    odds: { home: 2.1, draw: 3.2, away: 3.4, over: 1.9, under: 1.9 },
    commitment: createHash('sha256').update(server_seed).digest('hex'),
    minute: 90,
    score: { home: result.home, away: result.away },
    events: result.events,
    server_seed,
    log_seq: 12,
  };
})();

export const WHEEL_PRIZES: WheelPrize[] = [
  { id: 1, segment: 0, name: 'เครดิต 10 บาท', kind: 'credit_bonus', value: 10, weight: 60, probability: 0.6, needs_claim: false, free_spin_offer: null },
  { id: 2, segment: 1, name: 'ไม่ได้รางวัล', kind: 'nothing', value: 0, weight: 40, probability: 0.4, needs_claim: false, free_spin_offer: null },
];

/**
 * A log of commitments as the site keeps it, hashed here with node:crypto from
 * the recipe's published text (six lines), not with the page's own code.
 */
export const COMMITMENTS = (() => {
  const entries: { seq: number; kind: 'lotto_round' | 'wheel_seed'; subject: string; commitment: string; committed_at: string; prev_hash: string; hash: string }[] = [];
  for (let seq = 1; seq <= 12; seq++) {
    const fields = {
      seq,
      kind: seq % 3 === 0 ? ('wheel_seed' as const) : ('lotto_round' as const),
      subject: seq % 3 === 0 ? `wheel-seed:${seq}` : `round:${seq}`,
      commitment: sha256(`seed-${seq}`),
      committed_at: `2026-11-23T10:${String(seq).padStart(2, '0')}:00.000+07:00`,
      prev_hash: entries.at(-1)?.hash ?? '0'.repeat(64),
    };
    const text = [fields.seq, fields.kind, fields.subject, fields.commitment, fields.committed_at, fields.prev_hash].join('\n');
    entries.push({ ...fields, hash: sha256(text) });
  }
  return entries;
})();

/** A log of commitments answered a page at a time, as the site's call pages it. */
export function commitmentsAnswer(entries: readonly (typeof COMMITMENTS)[number][]) {
  return (_body: unknown, url: URL) => {
    const after = Number(url.searchParams.get('after') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const last = entries.at(-1);
    return { data: { entries: entries.filter((entry) => entry.seq > after).slice(0, limit), head: { seq: last?.seq ?? 0, hash: last?.hash ?? '0'.repeat(64) } } };
  };
}

/** Every read the page makes, answered as a site with past rounds would (`fresh`: as a site with none; `shotToday: false`: no yeekee round today had shots). */
export function fairnessAnswers({ fresh = false, shotToday = true }: { fresh?: boolean; shotToday?: boolean } = {}): Answers {
  return {
    [API.lotto.lobby]: { data: { categories: [category(1, 'ยี่กี 15 นาที', 'yeekee'), category(2, 'ฮานอย', 'standard')], server_time: '2026-11-23T10:05:00+07:00' } },
    [API.lotto.results]: (_body, url) => {
      const id = Number(url.searchParams.get('category_id'));
      const results = fresh ? [] : id === 1 ? [YEEKEE_ROUND] : [DRAW_ROUND];
      return { data: { results, page: 1, page_size: 20, total: results.length } };
    },
    [API.lotto.yeekeeList]: { data: { rounds: fresh || !shotToday ? [] : [{ ...YEEKEE_ROUND, round_no: 20, shot_count: SHOTS.length }], server_time: '2026-11-23T10:05:00+07:00' } },
    [API.lotto.yeekeeLists]: (_body, url) => {
      const after = Number(url.searchParams.get('after_seq') ?? 0);
      return { data: { round: { ...YEEKEE_ROUND, round_no: 20, shot_count: 20 }, shots: SHOTS.slice(after, after + 10), page: 1, page_size: 100, total: 20, sum: '0', last_seq: 20 } };
    },
    [API.sooth.baccarat]: { data: { tables: fresh ? [] : [soothTableOf(1, 'T1', 'โต๊ะ 1')], theoretical: soothDetailOf([]).theoretical } },
    [API.sooth.detail]: { data: soothDetailOf(fresh ? [] : [SHOE]) },
    [FOOTBALL_API.matches]: { data: { server_time: '2026-11-23T10:05:00+07:00', timing: { interval_ms: 180000, play_ms: 90000 }, margin_percent: 5, open: [], live: null, results: fresh ? [] : [MATCH] } },
    [API.wheel.config]: { data: { configs: { table_version: 1, spin_cost_points: 50, expected_value: 6, total_weight: 100 }, prizes: WHEEL_PRIZES } },
    [API.fairness.commitments]: commitmentsAnswer(fresh ? [] : COMMITMENTS),
  };
}
