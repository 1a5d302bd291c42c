import { describe, expect, it } from 'vitest';
import type { RoundStatus } from '#shared/api/lotto/rounds.js';
import type { YeekeeRound, YeekeeShot, YeekeeShotsResponse } from '#shared/api/lotto/yeekee.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import { seedHash } from '#shared/lotto/seed.js';
import { API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { ReadCache } from '../read-cache.js';
import type { TopicContext } from '../topic.js';
import { yeekeeRoundLiveTopic } from './yeekee-round.js';
import { KEPT_SHOTS, mergeHeld, withShot, type RoundState } from './yeekee-round-state.js';

const SEED = 'a'.repeat(64);
const AFTER_LIMIT = 1_000;

/** An upstream of one round, answering yeekee/lists the way the contract says. */
function fakeRound(count: number, status: RoundStatus = 'open', { listed = true, now = '2026-11-22T10:01:00.000+07:00' } = {}) {
  const shots: YeekeeShot[] = Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    number: String((i * 7919) % 100_000).padStart(5, '0'),
    username: '08x-xxx-x001',
    created_at: '2026-11-22T10:00:00.000+07:00',
  }));
  const round = (): YeekeeRound => {
    const base: YeekeeRound = {
      round_id: 5,
      category_id: 10,
      name: 'ยี่กี 5 นาที รอบที่ 1',
      status,
      opens_at: '2026-11-22T10:00:00.000+07:00',
      closes_at: '2026-11-22T10:05:00.000+07:00',
      seed_hash: seedHash(SEED),
      seed: status === 'resulted' ? SEED : null,
      round_no: 1,
      shot_count: shots.length,
    };
    return status === 'resulted' ? { ...base, result: yeekeeResult(computeYeekeeProof(5, shots, SEED)) } : base;
  };
  const calls: string[] = [];
  const answer = (path: string): YeekeeShotsResponse => {
    calls.push(path);
    const query = new URLSearchParams(path.split('?')[1]);
    const after = query.get('after_seq');
    const page = after === null ? shots.slice(-100) : shots.filter((s) => s.seq > Number(after)).slice(0, AFTER_LIMIT);
    const sum = shots.reduce((total, s) => total + Number(s.number), 0);
    return { round: round(), shots: page, page: 1, page_size: 100, total: shots.length, sum: String(sum), last_seq: shots.length };
  };
  return {
    shots,
    calls,
    setStatus: (next: RoundStatus) => void (status = next),
    ctx(held: () => RoundState | undefined): TopicContext<{ roundId: number }, RoundState> {
      return {
        params: { roundId: 5 },
        member: null,
        // Today's list (shared between rooms) answers with this round; everything else is its shots.
        call: async <T>(_method: string, path: string) =>
          (path === API.lotto.yeekeeList ? { rounds: listed ? [round()] : [], server_time: round().opens_at } : answer(path)) as T,
        callGames: () => Promise.reject(new Error('a yeekee round reads no game')),
        held,
        cache: new ReadCache(new FakeClock(Date.parse(now))),
        presence: async () => 3,
        now: () => Date.parse(now),
      };
    },
  };
}

describe('yeekee round reads', () => {
  it('starts from the newest page, then catches up page by page after a long gap', async () => {
    const upstream = fakeRound(150);
    let held: RoundState | undefined;
    held = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => held));
    expect(held.last_seq).toBe(150);
    expect(held.shots.map((s) => s.seq)).toEqual(Array.from({ length: 100 }, (_, i) => 51 + i));
    expect(held.watchers).toBe(3);

    // 2,350 more while nobody read: three pages of after_seq.
    for (let i = 0; i < 2_350; i += 1) upstream.shots.push({ ...upstream.shots[0]!, seq: 151 + i, number: '00001' });
    upstream.calls.length = 0;
    held = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => held));
    expect(upstream.calls).toHaveLength(3);
    expect(held.last_seq).toBe(2_500);
    expect(held.shots).toHaveLength(KEPT_SHOTS);
    expect(held.shots.at(-1)?.seq).toBe(2_500);
    expect(held.sum).toBe(String(upstream.shots.reduce((t, s) => t + Number(s.number), 0)));
  });

  it('computes the proof from every shot when the result arrives, reading the early shots it never kept', async () => {
    const upstream = fakeRound(1_200);
    const held = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => undefined));
    upstream.setStatus('resulted');
    const next = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => held));
    expect(next.proof).toEqual(computeYeekeeProof(5, upstream.shots, SEED));
    const events = yeekeeRoundLiveTopic.poll!.diff(held, next);
    // One read saw it go from open to resulted: `closed` is pushed first all the same.
    expect(events.map((e) => (e.event === 'yeekee:round' ? e.data.status : e.event))).toEqual(['closed', 'resulted', 'yeekee:result']);
  });

  it('a closed round that left today’s list (the day’s last round, drawn after midnight) reads itself and pushes its result', async () => {
    const upstream = fakeRound(30, 'closed', { listed: false, now: '2026-11-22T10:05:30.000+07:00' });
    const held = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => undefined));
    expect(held.round.status).toBe('closed');
    upstream.setStatus('resulted');
    const next = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => held));
    expect(next.round.status).toBe('resulted');
    expect(next.proof).toEqual(computeYeekeeProof(5, upstream.shots, SEED));
    expect(yeekeeRoundLiveTopic.poll!.diff(held, next).map((e) => e.event)).toContain('yeekee:result');
  });

  it('pushes nothing about a round first read after its result', async () => {
    const upstream = fakeRound(20, 'resulted');
    const held = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => undefined));
    expect(held.proof).toBeNull();
    upstream.calls.length = 0;
    const again = await yeekeeRoundLiveTopic.fetch(upstream.ctx(() => held));
    expect(upstream.calls).toEqual([]);
    expect(yeekeeRoundLiveTopic.poll!.diff(held, again).filter((e) => e.event !== 'yeekee:round')).toEqual([]);
  });
});

describe('write-through of a shot', () => {
  const state = (lastSeq: number): RoundState => ({
    round: { status: 'open' } as YeekeeRound,
    shots: Array.from({ length: lastSeq }, (_, i) => ({ seq: i + 1, number: '00010', username: 'x', created_at: '' })),
    last_seq: lastSeq,
    sum: String(lastSeq * 10),
    watchers: 0,
    counted_at: 0,
    proof: null,
  });
  const shot = (seq: number): YeekeeShot => ({ seq, number: '00005', username: 'x', created_at: '' });

  it('appends the next seq, keeps what it has, and refuses a gap', () => {
    expect(withShot(state(3), shot(4))).toMatchObject({ last_seq: 4, sum: '35' });
    const held = state(3);
    expect(withShot(held, shot(2))).toBe(held);
    expect(withShot(held, shot(5))).toBeNull();
  });

  it('keeps shots folded in while a read was in flight', () => {
    const read = state(3);
    const held = withShot(withShot(state(3), shot(4))!, shot(5))!;
    expect(mergeHeld(read, held)).toMatchObject({ last_seq: 5, sum: '40' });
    expect(mergeHeld(held, read)).toBe(held);
  });
});
