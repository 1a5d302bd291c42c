/**
 * Every spin of a revealed seed stays listed (docs/decisions/0076): 90 spins
 * on one seed, a reveal, and the history's pages hold all 90, each of which
 * recomputes from the revealed seed; a bad page is refused in Thai.
 */
import { describe, expect, it } from 'vitest';
import {
  GAME_HISTORY_PAGE_SIZE,
  SLOT_API,
  ZSlotHistoryResponse,
  type SlotHistoryResponse,
  type SlotHistorySpin,
  type SlotRotateResponse,
  type SlotSession,
  type SlotSpinResponse,
} from '#shared/games/slot-api.js';
import { serverSeedHash, slotStops } from '#shared/games/slot-fair.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { stripLengths } from '#shared/games/slots/evaluate.js';
import { playFairSpin } from '#shared/games/slots/play.js';
import { slotTitle } from '#shared/games/slots/titles/index.js';
import { useProvider } from '../test-support/provider.js';

const THAI = /[\u0E00-\u0E7F]/;
const GAME = 'thai-temple';

describe('the slot history: every spin of a revealed seed, a page at a time', () => {
  const h = useProvider();

  async function page(session: string, number?: number): Promise<SlotHistoryResponse> {
    const reply = await h.provider.post<SlotHistoryResponse>(SLOT_API.history, number === undefined ? {} : { page: number }, session);
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    return ZSlotHistoryResponse.parse(reply.body.data);
  }

  it('lists all 90 spins of a revealed seed over two pages, and each one recomputes', async () => {
    const opened = (await h.provider.post<SlotSession>(SLOT_API.session, { game: GAME, demo: true })).body.data!;
    for (let n = 0; n < 90; n += 1) {
      const reply = await h.provider.post<SlotSpinResponse>(SLOT_API.spin, { bet: 1 }, opened.session);
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    }
    const rotated = (await h.provider.post<SlotRotateResponse>(SLOT_API.rotate, { client_seed: 'my-own-seed' }, opened.session)).body.data!;
    expect(rotated.revealed.spins).toBe(90);
    expect(serverSeedHash(rotated.revealed.server_seed)).toBe(opened.fairness.server_seed_hash);

    const first = await page(opened.session);
    expect(first).toMatchObject({ page: 1, page_size: GAME_HISTORY_PAGE_SIZE, total: 90 });
    expect(first.items).toHaveLength(50);
    const second = await page(opened.session, 2);
    expect(second).toMatchObject({ page: 2, total: 90 });
    expect(second.items).toHaveLength(40);
    expect((await page(opened.session, 3)).items).toEqual([]);

    const listed: SlotHistorySpin[] = [...first.items, ...second.items];
    expect(listed.map((spin) => spin.nonce)).toEqual(Array.from({ length: 90 }, (_, i) => 89 - i));
    const title = slotTitle(GAME)!;
    for (const spin of listed) {
      expect(spin.server_seed).toBe(rotated.revealed.server_seed);
      expect(spin.server_seed_hash).toBe(serverSeedHash(spin.server_seed!));
      expect(spin.base.stops).toEqual(slotStops(spin.server_seed!, spin.client_seed, spin.nonce, stripLengths(title, 'base')));
      const again = playFairSpin(title, { serverSeed: spin.server_seed!, clientSeed: spin.client_seed, nonce: spin.nonce }, thbToSatang(spin.bet));
      expect(thbToSatang(spin.total_win)).toBe(again.totalWinSatang);
    }
  });

  it('refuses a page that is not a whole number from 1, in Thai', async () => {
    const opened = (await h.provider.post<SlotSession>(SLOT_API.session, { game: GAME, demo: true })).body.data!;
    for (const bad of [0, -1, 1.5, '2', null]) {
      const reply = await h.provider.post(SLOT_API.history, { page: bad }, opened.session);
      expect(reply.body.error).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message).toMatch(THAI);
    }
  });
});
