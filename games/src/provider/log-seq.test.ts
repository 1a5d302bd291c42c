/**
 * A revealed seed points at its entry in the site's public log
 * (docs/decisions/0074): the provider keeps the seq the site answers when a
 * seed or a match is logged, and every answer that reveals the seed carries
 * it. Checked against the entry, read from the site's log API, whose
 * commitment is the answer's hash. Against the real upstream.
 */
import { describe, expect, it } from 'vitest';
import type { CommitmentEntry, CommitmentsResponse } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import { FISHING_API, type FishingShotResponse, type FishingShotsResponse } from '#shared/games/fishing-api.js';
import { FOOTBALL_API, ZFootballMatchesResponse, type FootballBetResponse, type FootballMatchesResponse } from '#shared/games/football-api.js';
import {
  SLOT_API,
  ZSlotHistoryResponse,
  type LiveGameSession,
  type SlotHistoryResponse,
  type SlotRotateResponse,
  type SlotSession,
  type SlotSpinResponse,
} from '#shared/games/slot-api.js';
import { fundedMember, launchToken } from '#upstream/test-support/games.js';
import { rotateSeed } from './seeds.js';
import { useProvider } from '../test-support/provider.js';

describe("a revealed provider seed points at its entry in the site's log", () => {
  const h = useProvider();

  /** The seq of the one entry committing to `commitment`, found by paging the site's whole log. */
  async function seqOf(commitment: string): Promise<number> {
    const entries: CommitmentEntry[] = [];
    for (;;) {
      const page = (await h.up.get<CommitmentsResponse>(API.fairness.commitments, { query: { after: entries.at(-1)?.seq ?? 0, limit: 500 } })).body.data!;
      entries.push(...page.entries);
      if (page.entries.length < 500) break;
    }
    const found = entries.filter((entry) => entry.commitment === commitment);
    expect(found, commitment).toHaveLength(1);
    return found[0]!.seq;
  }

  it('a slot seed: in every history entry once revealed, and in what a rotation reveals', async () => {
    const member = await fundedMember(h.up, 100);
    const session = (await h.provider.post<SlotSession>(SLOT_API.session, { game: 'thai-temple', token: await launchToken(h.up, member, 'thai-temple') })).body.data!;
    const first = session.fairness.server_seed_hash;
    for (let i = 0; i < 2; i++) expect((await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, session.session)).body.error).toBe(0);
    const rotated = (await h.provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'mine' }, session.session)).body.data!;
    expect(rotated.revealed.server_seed_hash).toBe(first);

    const history = (await h.provider.post<SlotHistoryResponse>(SLOT_API.history, { page: 1 }, session.session)).body.data!;
    expect(ZSlotHistoryResponse.safeParse(history).success).toBe(true);
    expect(history.items).toHaveLength(2);
    const seq = await seqOf(first);
    expect(rotated.revealed.log_seq).toBe(seq);
    for (const spin of history.items) expect(spin).toMatchObject({ server_seed_hash: first, server_seed: rotated.revealed.server_seed, log_seq: seq });

    // The next seed is logged at its first spin; rotating reveals it with its entry's seq.
    expect((await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, session.session)).body.error).toBe(0);
    const seed = await h.provider.db.selectFrom('seeds').select(['player_id', 'game_code']).where('server_seed_hash', '=', rotated.fairness.server_seed_hash).executeTakeFirstOrThrow();
    const { revealed } = await rotateSeed(h.provider.db, h.up.clock, seed.player_id, seed.game_code, 'mine-again');
    expect(revealed.server_seed_hash).toBe(rotated.fairness.server_seed_hash);
    expect(revealed.log_seq).toBe(await seqOf(revealed.server_seed_hash));
  });

  it('a seed never played for real money has no entry, and says so', async () => {
    const demo = (await h.provider.post<SlotSession>(SLOT_API.session, { game: 'thai-temple', demo: true })).body.data!;
    expect((await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, demo.session)).body.error).toBe(0);
    await h.provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'demo' }, demo.session);
    const history = (await h.provider.post<SlotHistoryResponse>(SLOT_API.history, { page: 1 }, demo.session)).body.data!;
    expect(history.items.map((spin) => spin.log_seq)).toEqual([null]);
  });

  it('a fishing seed: in every shot of the history once revealed', async () => {
    const member = await fundedMember(h.up, 100);
    const session = (await h.provider.post<LiveGameSession>(SLOT_API.session, { game: 'fish-1', token: await launchToken(h.up, member, 'fish-1') })).body.data!;
    const shot = (await h.provider.post<FishingShotResponse>(FISHING_API.shot, { fish: 'clownfish', bet: 1 }, session.session)).body.data!;
    await h.provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'mine' }, session.session);
    const shots = (await h.provider.post<FishingShotsResponse>(FISHING_API.shots, { page: 1 }, session.session)).body.data!;
    expect(shots.items).toEqual([expect.objectContaining({ round_id: shot.round_id, server_seed: expect.any(String), log_seq: await seqOf(shot.server_seed_hash) })]);
  });

  it("a football match: in the answers that show it, its seed revealed at full time", async () => {
    const member = await fundedMember(h.up, 100);
    const session = (await h.provider.post<LiveGameSession>(SLOT_API.session, { game: 'vfb-1', token: await launchToken(h.up, member, 'vfb-1') })).body.data!.session;
    const matches = async () => (await h.provider.post<FootballMatchesResponse>(FOOTBALL_API.matches, {})).body.data!;
    const [match, unbet] = (await matches()).open;
    expect(match!.log_seq).toBeNull();
    const bet = await h.provider.post<FootballBetResponse>(FOOTBALL_API.bet, { match_id: match!.match_id, selection: 'home', odds: match!.odds.home, amount: 10 }, session);
    expect(bet.body.error, JSON.stringify(bet.body)).toBe(0);
    const seq = await seqOf(match!.commitment);
    expect((await matches()).open.find((m) => m.match_id === match!.match_id)?.log_seq).toBe(seq);

    await h.up.advance(Math.max(0, Date.parse(unbet!.full_time_at) - h.up.clock.now()));
    const after = await matches();
    expect(ZFootballMatchesResponse.safeParse(after).success).toBe(true);
    const done = after.results.find((m) => m.match_id === match!.match_id);
    expect(done).toMatchObject({ status: 'finished', server_seed: expect.any(String), log_seq: seq });
    // No bet, no entry: the match says so rather than point at another's.
    expect(after.results.find((m) => m.match_id === unbet!.match_id)).toMatchObject({ server_seed: expect.any(String), log_seq: null });
  });
});
