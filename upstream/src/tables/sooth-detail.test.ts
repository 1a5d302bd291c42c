import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ZSoothDetailResponse, type SoothDetailResponse } from '#shared/api/sooth.js';
import { ErrorCode } from '#shared/errors.js';
import { startGamesUpstream } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';
import { CRAFTED, openShoe, realShoe, reportHand, reveal } from '../test-support/tables.js';

const HAND = { B: CRAFTED.banker, P: CRAFTED.player, T: CRAFTED.tie, p: CRAFTED.playerBothPairs } as const;

describe('the formula page in detail: all shoes, measured patterns, revealed shoes', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
  });
  afterAll(() => up.close());

  const detail = async (tableId: unknown) => (await up.post<SoothDetailResponse>(API.sooth.detail, { table_id: tableId })).body;

  /** Opens `shoeId` on `table` and reports `results` ("BBPT", p = a player win with both pairs) as its hands. */
  async function playShoe(table: string, shoeId: string, results: string): Promise<number> {
    const opened = await openShoe(up, table, shoeId, 'a'.repeat(64));
    for (const [index, key] of [...results].entries()) {
      expect((await reportHand(up, table, shoeId, index + 1, HAND[key as keyof typeof HAND])).body.error).toBe(0);
    }
    return opened.body.data!.table_id;
  }

  it('measures each pattern in this shoe and over all shoes, starting again at each shoe (worked by hand)', async () => {
    await playShoe('pat-1', 'shoe-1', 'BBBPTBP');
    const tableId = await playShoe('pat-1', 'shoe-2', 'pPPP');
    const body = await detail(tableId);
    expect(ZSoothDetailResponse.safeParse(body.data).success).toBe(true);
    const data = body.data!;
    expect(data.table).toMatchObject({ table_id: tableId, shoe: { shoe_id: 'shoe-2' }, counts: { hands: 4, player: 4, banker: 0, player_pair: 1, banker_pair: 1 } });
    expect(data.all_shoes).toEqual({ hands: 11, banker: 4, player: 6, tie: 1, banker_pair: 1, player_pair: 1 });
    // Shoe 1, B B B P T B P: banker 6/4, player 6/2, follow 5/2, ping-pong 5/3, streak 1/0.
    // Shoe 2, P P P P: banker 4/0, player 4/4, follow 3/3 (not 4: shoe 1's last result does not carry over), ping-pong 3/0, streak 1/1.
    const rates = Object.fromEntries(data.patterns.map((p) => [p.key, [p.shoe.hits, p.shoe.tries, p.all_shoes.hits, p.all_shoes.tries]]));
    expect(rates).toEqual({
      banker_always: [0, 4, 4, 10],
      player_always: [4, 4, 6, 10],
      follow_last: [3, 3, 5, 8],
      ping_pong: [0, 3, 3, 8],
      streak_of_three: [1, 1, 1, 2],
    });
    for (const pattern of data.patterns) {
      expect(pattern.name).toMatch(/[\u0E00-\u0E7F]/);
      expect(pattern.description).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(data.theoretical.banker).toBeCloseTo(0.458597, 6);
    expect(data.theoretical.player).toBeCloseTo(0.446247, 6);
    expect(data.theoretical.tie).toBeCloseTo(0.095156, 6);
    expect(data.theoretical.pair).toBeCloseTo(0.074699, 6);
    expect(data.revealed_shoes).toEqual([]);
  });

  it('lists the revealed shoes newest first, ten at most, each with its seed, salt and hands', async () => {
    let tableId = 0;
    for (let n = 1; n <= 11; n++) {
      const shoe = realShoe(`rev-${n}`);
      tableId = (await openShoe(up, 'rev-table', shoe.shoe_id, shoe.commitment)).body.data!.table_id;
      if (n === 11) await reportHand(up, 'rev-table', shoe.shoe_id, 1, { player_cards: shoe.hands[0]!.playerCards, banker_cards: shoe.hands[0]!.bankerCards });
      await up.advance(60_000);
      expect((await reveal(up, 'rev-table', shoe)).body.error).toBe(0);
    }
    const revealed = (await detail(tableId)).data!.revealed_shoes;
    expect(revealed.map((s) => s.shoe_id)).toEqual(['rev-11', 'rev-10', 'rev-9', 'rev-8', 'rev-7', 'rev-6', 'rev-5', 'rev-4', 'rev-3', 'rev-2']);
    const newest = realShoe('rev-11');
    expect(revealed[0]).toEqual({
      shoe_id: 'rev-11',
      commitment: newest.commitment,
      server_seed: newest.server_seed,
      salt: newest.salt,
      hands: 1,
      verified: true,
      ended_at: expect.stringMatching(/\+07:00$/),
      // which entry: fairness/log-seq.test.ts
      log_seq: expect.any(Number),
    });
  });

  it('refuses a table that does not exist, or whose provider is off, and a table id that is not a whole number', async () => {
    const tableId = await playShoe('off-1', 'off-shoe', 'B');
    expect((await detail(999_999)).error).toBe(ErrorCode.SOOTH_TABLE_NOT_FOUND);
    await up.db.updateTable('game_providers').set({ enabled: 0 }).where('code', '=', 'huaydee').execute();
    try {
      expect((await detail(tableId)).error).toBe(ErrorCode.SOOTH_TABLE_NOT_FOUND);
      expect((await up.post<{ tables: unknown[] }>(API.sooth.baccarat, {})).body.data!.tables).toEqual([]);
    } finally {
      await up.db.updateTable('game_providers').set({ enabled: 1 }).where('code', '=', 'huaydee').execute();
    }
    for (const bad of ['1', 1.5, true, null]) expect(await detail(bad)).toMatchObject({ error: ErrorCode.VALIDATION, message: 'รหัสโต๊ะไม่ถูกต้อง' });
  });
});
