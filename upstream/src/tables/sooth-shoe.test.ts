import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ZSoothShoeResponse, type SoothBaccaratResponse, type SoothDetailResponse, type SoothShoeResponse } from '#shared/api/sooth.js';
import { ErrorCode } from '#shared/errors.js';
import { dealHand, shoeOrder, verifyShoe, type Card } from '#shared/games/baccarat/index.js';
import { startGamesUpstream } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';
import { cardsOfHand, openShoe, realShoe, reportHand, reveal } from '../test-support/tables.js';

const HANDS_PLAYED = 12;

describe('a revealed shoe in full: its card order and every hand’s cards (sooth.shoe)', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    await up.settle();
  });
  afterAll(() => up.close());

  const shoeCall = async (body: unknown) => (await up.post<SoothShoeResponse>(API.sooth.shoe, body)).body;

  it('refuses the order of a shoe still dealt, and nothing else the site answers carries its seed or its order', async () => {
    const shoe = realShoe('live-1');
    const tableId = (await openShoe(up, 'live-table', shoe.shoe_id, shoe.commitment)).body.data!.table_id;
    for (let n = 1; n <= 3; n++) await reportHand(up, 'live-table', shoe.shoe_id, n, cardsOfHand(shoe.hands[n - 1]!));
    expect(await shoeCall({ table_id: tableId, shoe_id: shoe.shoe_id })).toMatchObject({
      error: ErrorCode.SOOTH_SHOE_NOT_REVEALED,
      message: 'ขอนนี้ยังไม่จบ ลำดับไพ่จะเปิดเผยเมื่อจบขอน',
    });
    expect((await shoeCall({ table_id: tableId, shoe_id: shoe.shoe_id })).data).toBeUndefined();
    const order = shoeOrder(shoe.server_seed, shoe.shoe_id);
    // The cards not dealt yet, in order: what a leak would carry (the next hand's four cards are enough).
    const ahead = order.slice(shoe.hands[3]!.position, shoe.hands[3]!.position + 4).join(',');
    const answers = JSON.stringify([
      (await up.post<SoothDetailResponse>(API.sooth.detail, { table_id: tableId })).body,
      (await up.post<SoothBaccaratResponse>(API.sooth.baccarat, {})).body,
    ]);
    expect(answers).toContain(shoe.commitment);
    expect(answers).not.toContain(shoe.server_seed);
    expect(answers).not.toContain(shoe.salt);
    expect(answers).not.toContain(ahead);
  });

  it('answers a revealed shoe’s order as the published shuffle of its seed, and hands whose cards replay the recorded results', async () => {
    const shoe = realShoe('full-1');
    const tableId = (await openShoe(up, 'full-table', shoe.shoe_id, shoe.commitment)).body.data!.table_id;
    for (let n = 1; n <= HANDS_PLAYED; n++) await reportHand(up, 'full-table', shoe.shoe_id, n, cardsOfHand(shoe.hands[n - 1]!));
    await up.advance(60_000);
    expect((await reveal(up, 'full-table', shoe)).body.error).toBe(0);

    const body = await shoeCall({ table_id: tableId, shoe_id: shoe.shoe_id });
    expect(body.error).toBe(0);
    expect(ZSoothShoeResponse.safeParse(body.data).success).toBe(true);
    const data = body.data!;
    expect(data).toMatchObject({
      table_id: tableId,
      shoe_id: shoe.shoe_id,
      commitment: shoe.commitment,
      server_seed: shoe.server_seed,
      salt: shoe.salt,
      verified: true,
      ended_at: expect.stringMatching(/\+07:00$/),
    });
    expect(data.cards).toEqual(shoeOrder(shoe.server_seed, shoe.shoe_id));
    expect(verifyShoe(data.commitment, data.salt, data.cards)).toBe(true);

    // The recorded results: the bead plate the formula page drew from the hands as they were reported.
    const beads = (await up.post<SoothDetailResponse>(API.sooth.detail, { table_id: tableId })).body.data!.table.roads.bead_plate;
    expect(data.hands.map((hand) => hand.hand_no)).toEqual(Array.from({ length: HANDS_PLAYED }, (_, i) => i + 1));
    for (const hand of data.hands) {
      const replay = dealHand(data.cards as Card[], hand.position);
      expect({ player: replay.playerCards, banker: replay.bankerCards }).toEqual({ player: hand.player_cards, banker: hand.banker_cards });
      expect({ winner: replay.winner, player_pair: replay.playerPair, banker_pair: replay.bankerPair, player_total: replay.playerTotal, banker_total: replay.bankerTotal }).toEqual({
        winner: hand.winner,
        player_pair: hand.player_pair,
        banker_pair: hand.banker_pair,
        player_total: hand.player_total,
        banker_total: hand.banker_total,
      });
      const bead = beads.find((cell) => cell.hand === hand.hand_no)!;
      expect({ winner: bead.winner, player_pair: bead.player_pair, banker_pair: bead.banker_pair }).toEqual({ winner: replay.winner, player_pair: replay.playerPair, banker_pair: replay.bankerPair });
    }
    // Hands follow one another in the shoe: each starts where the one before ended.
    for (const [index, hand] of data.hands.slice(1).entries()) {
      const before = data.hands[index]!;
      expect(hand.position).toBe(before.position + before.player_cards.length + before.banker_cards.length);
    }
    // A third card is in the dealt order too (the shoe's first twelve hands draw at least once).
    expect(data.hands.some((hand) => hand.player_cards.length === 3 || hand.banker_cards.length === 3)).toBe(true);
  });

  it('refuses an unknown shoe, a shoe of another table, an unknown table, and input it cannot read, each with a Thai message', async () => {
    const shoe = realShoe('other-1');
    const tableId = (await openShoe(up, 'other-table', shoe.shoe_id, shoe.commitment)).body.data!.table_id;
    await up.advance(60_000);
    expect((await reveal(up, 'other-table', shoe)).body.error).toBe(0);
    const otherTable = (await openShoe(up, 'other-table-2', 'other-2', 'b'.repeat(64))).body.data!.table_id;
    expect((await shoeCall({ table_id: tableId, shoe_id: shoe.shoe_id })).error).toBe(0);
    expect(await shoeCall({ table_id: otherTable, shoe_id: shoe.shoe_id })).toMatchObject({ error: ErrorCode.SOOTH_SHOE_NOT_FOUND, message: 'ไม่พบขอนไพ่นี้ในโต๊ะนี้' });
    expect(await shoeCall({ table_id: tableId, shoe_id: 'no-such-shoe' })).toMatchObject({ error: ErrorCode.SOOTH_SHOE_NOT_FOUND });
    expect(await shoeCall({ table_id: 999_999, shoe_id: shoe.shoe_id })).toMatchObject({ error: ErrorCode.SOOTH_TABLE_NOT_FOUND, message: 'ไม่พบโต๊ะบาคาร่านี้' });
    for (const bad of ['1', 1.5, null]) expect(await shoeCall({ table_id: bad, shoe_id: shoe.shoe_id })).toMatchObject({ error: ErrorCode.VALIDATION, message: 'รหัสโต๊ะไม่ถูกต้อง' });
    for (const bad of ['', 'x'.repeat(65), 7, undefined]) expect(await shoeCall({ table_id: tableId, shoe_id: bad })).toMatchObject({ error: ErrorCode.VALIDATION, message: 'รหัสขอนไม่ถูกต้อง' });
  });
});
