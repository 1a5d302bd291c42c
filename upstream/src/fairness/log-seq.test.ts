/**
 * A revealed seed points at its entry in the public log of commitments
 * (docs/decisions/0074): every answer that shows a committed seed carries
 * `log_seq`, and it is the seq of the entry, read from the log's own API,
 * whose commitment is the answer's hash. Null only where there is no entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentEntry, CommitmentsResponse } from '#shared/api/fairness.js';
import type { LottoRound, ResultResponse, ResultsResponse, RoundResponse, RoundsResponse } from '#shared/api/lotto/rounds.js';
import type { YeekeeListResponse, YeekeeShotsResponse } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { ZSoothDetailResponse, ZSoothShoeResponse, type SoothDetailResponse, type SoothShoeResponse } from '#shared/api/sooth.js';
import { ZWheelSeedState, type WheelSeedState } from '#shared/api/wheel.js';
import { seedHash } from '#shared/lotto/seed.js';
import { categoryId, openRound, wireRound } from '../test-support/lotto.js';
import { startGamesUpstream } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';
import { cardsOfHand, openShoe, realShoe, reportHand, reveal } from '../test-support/tables.js';

describe('a revealed seed points at its entry in the public log', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick opens today's rounds: each yeekee round's seed is in the log from then on.
    await up.settle();
  });
  afterAll(() => up.close());

  /** The whole log, paged through its API as a checker would. */
  async function wholeLog(): Promise<CommitmentEntry[]> {
    const entries: CommitmentEntry[] = [];
    for (;;) {
      const page = (await up.get<CommitmentsResponse>(API.fairness.commitments, { query: { after: entries.at(-1)?.seq ?? 0, limit: 500 } })).body.data!;
      entries.push(...page.entries);
      if (page.entries.length < 500) return entries;
    }
  }

  /** The seq of the one entry committing to `commitment`. */
  async function seqOf(commitment: string): Promise<number> {
    const found = (await wholeLog()).filter((entry) => entry.commitment === commitment);
    expect(found, commitment).toHaveLength(1);
    return found[0]!.seq;
  }

  const expectPointsAtItsEntry = async (round: LottoRound | undefined) => {
    expect(round?.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(round!.log_seq).toBe(await seqOf(round!.seed_hash!));
  };

  it('a yeekee round, in every answer that shows its seed: round, result, rounds, results, the yeekee list and shots', async () => {
    const opened = await openRound(up, 'YEEKEE_5');
    await up.moveClockTo(opened.closes_at);
    const round = await wireRound(up, opened.id);
    expect(round.status).toBe('resulted');
    expect(seedHash(round.seed!)).toBe(round.seed_hash);
    await expectPointsAtItsEntry(round);

    const get = async <T>(path: string, query: Record<string, string | number>) => (await up.get<T>(path, { query })).body.data!;
    const yeekee = await categoryId(up, 'YEEKEE_5');
    const answers: (LottoRound | undefined)[] = [
      (await get<RoundResponse>(API.lotto.round, { round_id: opened.id })).round,
      (await get<ResultResponse>(API.lotto.result, { round_id: opened.id })).round,
      (await get<RoundsResponse>(API.lotto.rounds, { category_id: yeekee, date: opened.draw_date })).rounds.find((r) => r.round_id === opened.id),
      (await get<ResultsResponse>(API.lotto.results, { category_id: yeekee })).results.find((r) => r.round_id === opened.id),
      (await get<YeekeeListResponse>(API.lotto.yeekeeList, { category_id: yeekee, date: opened.draw_date })).rounds.find((r) => r.round_id === opened.id),
      (await get<YeekeeShotsResponse>(API.lotto.yeekeeLists, { round_id: opened.id, page: 1 })).round,
    ];
    for (const answer of answers) await expectPointsAtItsEntry(answer);

    // A list points every seeded round at its own entry (one read for the whole list); the past days the
    // demo seeds as already resulted were never committed before play, and have none.
    const list = (await get<YeekeeListResponse>(API.lotto.yeekeeList, { category_id: yeekee, date: opened.draw_date })).rounds;
    const seqs = new Map((await wholeLog()).map((entry) => [entry.commitment, entry.seq]));
    const pointed = list.filter((r) => r.log_seq !== null);
    expect(pointed.length).toBeGreaterThan(1);
    for (const listed of list) expect(listed.log_seq, `round ${listed.round_id}`).toBe(seqs.get(listed.seed_hash ?? '') ?? null);
  });

  it('is null for a round with no seed, and for one whose seed has no entry (committed before the log existed)', async () => {
    const draw = await openRound(up, 'HANOI');
    expect(await wireRound(up, draw.id)).toMatchObject({ seed_hash: null, log_seq: null });

    const upcoming = await up.db.selectFrom('lotto_rounds').select('id').where('status', '=', 'upcoming').orderBy('opens_at').limit(1).executeTakeFirstOrThrow();
    await up.db.updateTable('lotto_rounds').set({ seed: 'before-the-log', seed_hash: seedHash('before-the-log') }).where('id', '=', upcoming.id).execute();
    expect(await wireRound(up, upcoming.id)).toMatchObject({ seed_hash: seedHash('before-the-log'), log_seq: null });
  });

  it("a member's wheel seeds: the committed one and each revealed one", async () => {
    const member = await up.register();
    const first = (await up.get<WheelSeedState>(API.wheel.seed, { token: member.token })).body.data!;
    expect(ZWheelSeedState.safeParse(first).success).toBe(true);
    expect(first.log_seq).toBe(await seqOf(first.server_seed_hash));

    const rotated = (await up.post<WheelSeedState>(API.wheel.seedSet, { rotate: true }, { token: member.token })).body.data!;
    expect(rotated.revealed).toHaveLength(1);
    expect(rotated.revealed[0]!.server_seed_hash).toBe(first.server_seed_hash);
    expect(rotated.revealed[0]!.log_seq).toBe(first.log_seq);
    expect(rotated.log_seq).toBe(await seqOf(rotated.server_seed_hash));
    expect(rotated.log_seq).toBeGreaterThan(first.log_seq!);

    await up.post<WheelSeedState>(API.wheel.seedSet, { rotate: true }, { token: member.token });
    const state = (await up.get<WheelSeedState>(API.wheel.seed, { token: member.token })).body.data!;
    expect(state.revealed).toHaveLength(2);
    for (const seed of state.revealed) expect(seed.log_seq).toBe(await seqOf(seed.server_seed_hash));
  });

  it('a revealed baccarat shoe, in the table detail and in the shoe in full', async () => {
    const shoe = realShoe('seq-1');
    const tableId = (await openShoe(up, 'seq-table', shoe.shoe_id, shoe.commitment)).body.data!.table_id;
    for (let n = 1; n <= 3; n++) await reportHand(up, 'seq-table', shoe.shoe_id, n, cardsOfHand(shoe.hands[n - 1]!));
    await up.advance(60_000);
    expect((await reveal(up, 'seq-table', shoe)).body.error).toBe(0);
    // The next shoe opens, so the table stays on the formula page.
    const next = realShoe('seq-2');
    await openShoe(up, 'seq-table', next.shoe_id, next.commitment);
    const seq = await seqOf(shoe.commitment);

    const detail = (await up.post<SoothDetailResponse>(API.sooth.detail, { table_id: tableId })).body.data!;
    expect(ZSoothDetailResponse.safeParse(detail).success).toBe(true);
    expect(detail.revealed_shoes.map((s) => [s.shoe_id, s.log_seq])).toEqual([[shoe.shoe_id, seq]]);

    const full = (await up.post<SoothShoeResponse>(API.sooth.shoe, { table_id: tableId, shoe_id: shoe.shoe_id })).body.data!;
    expect(ZSoothShoeResponse.safeParse(full).success).toBe(true);
    expect(full).toMatchObject({ commitment: shoe.commitment, log_seq: seq });
  });
});
