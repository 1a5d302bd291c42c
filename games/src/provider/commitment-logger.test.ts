/**
 * The provider's seeds in the site's public log (docs/decisions/0074): a slot
 * or fishing server seed is logged before its first real-money play, once;
 * a demo seed never is. Against the real upstream and its log.
 */
import { describe, expect, it } from 'vitest';
import type { CommitmentEntry, CommitmentsResponse } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import { FISHING_API, type FishingShotResponse } from '#shared/games/fishing-api.js';
import { FOOTBALL_API, type FootballBetResponse, type FootballMatchesResponse } from '#shared/games/football-api.js';
import { SLOT_API, type LiveGameSession, type SlotRotateResponse, type SlotSession, type SlotSpinResponse } from '#shared/games/slot-api.js';
import { checkChain } from '#shared/fairness/commitment-chain.js';
import { BUILT_IN_CODE, fundedMember, launchToken } from '#upstream/test-support/games.js';
import { useProvider } from '../test-support/provider.js';

describe("the provider's seeds in the site's public log", () => {
  const h = useProvider();
  const log = async (): Promise<CommitmentEntry[]> => (await h.up.get<CommitmentsResponse>(`${API.fairness.commitments}?limit=500`)).body.data!.entries;
  const seedIdOf = async (hash: string) => (await h.provider.db.selectFrom('seeds').select('id').where('server_seed_hash', '=', hash).executeTakeFirstOrThrow()).id;

  it('logs a slot seed at its first real spin and never again, and the next seed after a rotation', async () => {
    const member = await fundedMember(h.up, 100);
    const session = (await h.provider.post<SlotSession>(SLOT_API.session, { game: 'thai-temple', token: await launchToken(h.up, member, 'thai-temple') })).body.data!;
    const hash = session.fairness.server_seed_hash;
    for (let i = 0; i < 3; i++) expect((await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, session.session)).body.error).toBe(0);
    const subject = `slot-seed:${BUILT_IN_CODE}:${await seedIdOf(hash)}`;
    expect((await log()).filter((entry) => entry.subject === subject)).toEqual([expect.objectContaining({ kind: 'slot_seed', commitment: hash })]);

    const next = (await h.provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'mine' }, session.session)).body.data!.fairness.server_seed_hash;
    expect((await log()).some((entry) => entry.commitment === next)).toBe(false);
    expect((await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, session.session)).body.error).toBe(0);
    const entries = await log();
    expect(entries.filter((entry) => entry.commitment === next)).toHaveLength(1);
    expect(checkChain(entries)).toBeNull();
  });

  it('logs a fishing seed at its first real shot', async () => {
    const member = await fundedMember(h.up, 100);
    const session = (await h.provider.post<LiveGameSession>(SLOT_API.session, { game: 'fish-1', token: await launchToken(h.up, member, 'fish-1') })).body.data!;
    const shot = await h.provider.post<FishingShotResponse>(FISHING_API.shot, { fish: 'clownfish', bet: 1 }, session.session);
    expect(shot.body.error).toBe(0);
    const hash = shot.body.data!.server_seed_hash;
    expect((await log()).filter((entry) => entry.commitment === hash)).toEqual([
      expect.objectContaining({ kind: 'fishing_seed', subject: `fishing-seed:${BUILT_IN_CODE}:${await seedIdOf(hash)}` }),
    ]);
  });

  it("logs a football match's seed before its first bet, once", async () => {
    const member = await fundedMember(h.up, 100);
    const session = (await h.provider.post<LiveGameSession>(SLOT_API.session, { game: 'vfb-1', token: await launchToken(h.up, member, 'vfb-1') })).body.data!.session;
    const match = (await h.provider.post<FootballMatchesResponse>(FOOTBALL_API.matches, {})).body.data!.open[0]!;
    expect((await log()).some((entry) => entry.commitment === match.commitment)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const reply = await h.provider.post<FootballBetResponse>(FOOTBALL_API.bet, { match_id: match.match_id, selection: 'home', odds: match.odds.home, amount: 10 }, session);
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    }
    expect((await log()).filter((entry) => entry.commitment === match.commitment)).toEqual([
      expect.objectContaining({ kind: 'football_match', subject: `football-match:${BUILT_IN_CODE}:${match.match_id}` }),
    ]);
  });

  it('logs nothing for demo play', async () => {
    const before = await log();
    const demo = (await h.provider.post<SlotSession>(SLOT_API.session, { game: 'thai-temple', demo: true })).body.data!;
    expect((await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, demo.session)).body.error).toBe(0);
    expect(await log()).toEqual(before);
  });
});
