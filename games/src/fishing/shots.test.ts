/**
 * FISHING_API.shots: every shot of a revealed seed is listed, a page at a
 * time (docs/decisions/0076), and each recomputes from the revealed seed with
 * the published function (shared/src/games/fishing-fair.ts).
 */
import { describe, expect, it } from 'vitest';
import { FISHING_API, ZFishingShotsResponse, type FishingShotResponse, type FishingShotsResponse } from '#shared/games/fishing-api.js';
import { fairShot, serverSeedHash } from '#shared/games/fishing-fair.js';
import { SLOT_API, type LiveGameSession, type SlotRotateResponse } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { useProvider } from '../test-support/provider.js';
import { speciesByCode } from '#shared/games/fishing/species.js';

const GAME = 'fish-1';
const THAI = /[\u0E00-\u0E7F]/;
const FISH = ['clownfish', 'squid', 'goldfish'];

describe('the fishing history: every shot of a revealed seed', () => {
  const h = useProvider();

  const open = async () => (await h.provider.post<LiveGameSession>(SLOT_API.session, { game: GAME, demo: true })).body.data!;
  async function page(session: string, number: number): Promise<FishingShotsResponse> {
    const reply = await h.provider.post<FishingShotsResponse>(FISHING_API.shots, { page: number }, session);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return ZFishingShotsResponse.parse(reply.body.data);
  }

  it('lists all 90 shots over two pages; each recomputes from the revealed seed', async () => {
    const opened = await open();
    for (let n = 0; n < 90; n += 1) {
      const reply = await h.provider.post<FishingShotResponse>(FISHING_API.shot, { fish: FISH[n % 3], bet: 1 }, opened.session);
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    }
    // Before the reveal the shots are listed with their seed still secret.
    const secret = await page(opened.session, 1);
    expect(secret.items.every((shot) => shot.server_seed === null)).toBe(true);
    const { revealed } = (await h.provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'my-own-seed' }, opened.session)).body.data!;
    expect(revealed.spins).toBe(90);

    const first = await page(opened.session, 1);
    const second = await page(opened.session, 2);
    expect(first).toMatchObject({ page: 1, page_size: 50, total: 90 });
    expect(second).toMatchObject({ page: 2, page_size: 50, total: 90 });
    const listed = [...first.items, ...second.items];
    expect(listed.map((shot) => shot.nonce)).toEqual(Array.from({ length: 90 }, (_, i) => 89 - i));
    for (const shot of listed) {
      expect(shot.server_seed).toBe(revealed.server_seed);
      expect(serverSeedHash(shot.server_seed!)).toBe(shot.server_seed_hash);
      const again = fairShot(shot.server_seed!, shot.client_seed, shot.nonce, speciesByCode(shot.fish)!.chance);
      expect(again.digest).toBe(shot.digest);
      expect(again.caught).toBe(shot.caught);
      expect(thbToSatang(shot.win)).toBe(again.caught ? Math.floor((thbToSatang(shot.bet) * speciesByCode(shot.fish)!.multiplierTenths) / 10) : 0);
    }
  });

  it('refuses a bad page in Thai, and a slot’s session', async () => {
    const opened = await open();
    const bad = await h.provider.post(FISHING_API.shots, { page: 'x' }, opened.session);
    expect(bad.body.error).toBe(ErrorCode.VALIDATION);
    expect(bad.body.message).toMatch(THAI);
    const slot = (await h.provider.post<LiveGameSession>(SLOT_API.session, { game: 'thai-temple', demo: true })).body.data!;
    const other = await h.provider.post(FISHING_API.shots, {}, slot.session);
    expect(other.body.error).toBe(ErrorCode.GAME_NOT_FOUND);
  });
});
