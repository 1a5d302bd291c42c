import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import { ZSoothBaccaratResponse, type SoothBaccaratResponse, type SoothTable } from '#shared/api/sooth.js';
import { ErrorCode } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { signedPost, startGamesUpstream } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';
import { addProvider, cardsOfHand, CRAFTED, openShoe, realShoe, reportHand, reveal, T } from '../test-support/tables.js';

describe('live tables report their shoes and hands to the site', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
    await addProvider(up, 'other', 'other-secret-0123456789abcdef');
  });
  afterAll(() => up.close());

  const soothTable = async (code: string): Promise<SoothTable | undefined> => {
    const reply = await up.post<SoothBaccaratResponse>(API.sooth.baccarat, {});
    expect(ZSoothBaccaratResponse.safeParse(reply.body.data).success).toBe(true);
    return reply.body.data!.tables.find((table) => table.code === code);
  };
  const shoeRow = (shoeId: string) =>
    up.db
      .selectFrom('baccarat_shoes')
      .select([sql<number>`CASE WHEN ended_at IS NOT NULL THEN 1 ELSE 0 END`.as('ended'), 'server_seed', 'salt', 'verified'])
      .where('shoe_id', '=', shoeId)
      .executeTakeFirst();

  it('a shoe opened with its commitment and its first hands from the deal: the formula page shows them, and the reveal verifies', async () => {
    const shoe = realShoe('flow-1');
    const opened = await openShoe(up, 'bac-1', shoe.shoe_id, shoe.commitment);
    expect(opened.body.data).toEqual({ table_id: expect.any(Number), shoe_id: 'flow-1' });
    const first = shoe.hands.slice(0, 8);
    for (const [index, hand] of first.entries()) {
      expect((await reportHand(up, 'bac-1', shoe.shoe_id, index + 1, cardsOfHand(hand))).body).toMatchObject({ error: 0, data: opened.body.data });
    }

    const table = (await soothTable('bac-1'))!;
    expect(table).toMatchObject({ table_id: opened.body.data!.table_id, name: 'บาคาร่า bac-1' });
    expect(table.shoe).toEqual({ shoe_id: 'flow-1', commitment: shoe.commitment, started_at: expect.stringMatching(/\+07:00$/) });
    const count = (keep: (hand: (typeof first)[number]) => boolean) => first.filter(keep).length;
    expect(table.counts).toEqual({
      hands: 8,
      banker: count((h) => h.winner === 'banker'),
      player: count((h) => h.winner === 'player'),
      tie: count((h) => h.winner === 'tie'),
      banker_pair: count((h) => h.bankerPair),
      player_pair: count((h) => h.playerPair),
    });
    // The bead plate names each hand by its number; the big road holds every result that was not a tie.
    expect(table.roads.bead_plate.map(({ hand, winner }) => [hand, winner])).toEqual(first.map((h, i) => [i + 1, h.winner]));
    expect(table.roads.bead_plate[6]).toMatchObject({ col: 1, row: 0 });
    expect(table.roads.big_road.filter((cell) => cell.winner !== null)).toHaveLength(count((h) => h.winner !== 'tie'));
    const last = first[7]!;
    expect(table.last_hand).toEqual({
      hand_no: 8,
      winner: last.winner,
      player_cards: last.playerCards,
      banker_cards: last.bankerCards,
      player_total: last.playerTotal,
      banker_total: last.bankerTotal,
      dealt_at: expect.stringMatching(/\+07:00$/),
    });

    expect((await reveal(up, 'bac-1', shoe)).body.data).toEqual({ ...opened.body.data, verified: true });
    expect(await shoeRow('flow-1')).toEqual({ ended: 1, server_seed: shoe.server_seed, salt: shoe.salt, verified: 1 });
    // Revealed is ended: no more hands; the same reveal again answers the same.
    expect((await reportHand(up, 'bac-1', shoe.shoe_id, 9, cardsOfHand(shoe.hands[8]!))).body.error).toBe(ErrorCode.TABLE_SHOE_UNKNOWN);
    expect((await reveal(up, 'bac-1', shoe)).body.data).toEqual({ ...opened.body.data, verified: true });
    // A table with no open shoe still shows its latest.
    expect((await soothTable('bac-1'))!.counts.hands).toBe(8);
  });

  it('an impossible hand is refused with why and stores nothing; a repeat answers the same; other cards, a skipped number or another’s shoe are refused', async () => {
    const shoe = realShoe('rules-1');
    await openShoe(up, 'bac-2', shoe.shoe_id, shoe.commitment);
    const before = await snapshot(up.db);
    const impossible: Array<[string[], string[], string]> = [
      // player 6 and banker 7 both stand: the banker may not draw
      [['TS', '6H'], ['KS', '7D', '2C'], 'เจ้ามือต้องหยุดที่ไพ่สองใบ'],
      // player stood on 7, banker 3 must draw
      [['TS', '7H'], ['KS', '3D'], 'เจ้ามือต้องจั่วไพ่ใบที่สาม'],
      [['TS', '2H'], ['KS', '7D'], 'ผู้เล่นต้องจั่วไพ่ใบที่สาม'],
      // a natural: nobody draws
      [['9S', 'TH', '2C'], ['KS', '7D'], 'ผู้เล่นต้องหยุดที่ไพ่สองใบ'],
    ];
    for (const [player, banker, message] of impossible) {
      const reply = await reportHand(up, 'bac-2', shoe.shoe_id, 1, { player_cards: player, banker_cards: banker });
      expect(reply.body, message).toMatchObject({ error: ErrorCode.TABLE_HAND_INVALID, message });
    }
    expect(await snapshot(up.db)).toEqual(before);

    const hand = cardsOfHand(shoe.hands[0]!);
    const answer = (await reportHand(up, 'bac-2', shoe.shoe_id, 1, hand)).body;
    expect(answer.error).toBe(0);
    expect((await reportHand(up, 'bac-2', shoe.shoe_id, 1, hand)).body).toEqual(answer);
    expect((await up.db.selectFrom('baccarat_tables').select('hands').where('code', '=', 'bac-2').executeTakeFirst())?.hands).toBe(1);
    const other = CRAFTED.tie.player_cards.join() === hand.player_cards.join() ? CRAFTED.banker : CRAFTED.tie;
    expect((await reportHand(up, 'bac-2', shoe.shoe_id, 1, other)).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);
    expect((await reportHand(up, 'bac-2', shoe.shoe_id, 3, other)).body).toMatchObject({ error: ErrorCode.TABLE_HAND_INVALID, message: 'ตาถัดไปของขอนนี้คือตาที่ 2' });
    expect((await reportHand(up, 'bac-2', 'never-opened', 2, other)).body.error).toBe(ErrorCode.TABLE_SHOE_UNKNOWN);
    // Another provider's table of the same code is not this one.
    const asOther = { provider: 'other', secret: 'other-secret-0123456789abcdef' };
    expect((await reportHand(up, 'bac-2', shoe.shoe_id, 2, other, asOther)).body.error).toBe(ErrorCode.TABLE_SHOE_UNKNOWN);
    expect(await up.db.selectFrom('baccarat_hands').select('id').execute()).toHaveLength(9);
  });

  it('a new shoe ends the previous, which waits unverified for its reveal; a repeat open answers the same; a shoe id under another commitment is a conflict', async () => {
    const a = realShoe('cycle-a');
    const b = realShoe('cycle-b');
    const first = (await openShoe(up, 'bac-3', a.shoe_id, a.commitment)).body.data!;
    await reportHand(up, 'bac-3', a.shoe_id, 1, cardsOfHand(a.hands[0]!));
    await up.advance(60_000);
    expect((await openShoe(up, 'bac-3', b.shoe_id, b.commitment)).body.data).toEqual({ table_id: first.table_id, shoe_id: 'cycle-b' });
    expect(await shoeRow('cycle-a')).toEqual({ ended: 1, server_seed: null, salt: null, verified: 0 });
    expect(await soothTable('bac-3')).toMatchObject({ shoe: { shoe_id: 'cycle-b' }, counts: { hands: 0 }, last_hand: null, roads: { bead_plate: [], big_road: [] } });
    // Repeats of either open change nothing: b stays the open shoe.
    const before = await snapshot(up.db);
    expect((await openShoe(up, 'bac-3', b.shoe_id, b.commitment)).body.data).toEqual({ table_id: first.table_id, shoe_id: 'cycle-b' });
    expect((await openShoe(up, 'bac-3', a.shoe_id, a.commitment)).body.data).toEqual(first);
    expect((await openShoe(up, 'bac-3', b.shoe_id, a.commitment)).body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);
    expect(await snapshot(up.db)).toEqual(before);
    expect((await reportHand(up, 'bac-3', a.shoe_id, 2, cardsOfHand(a.hands[1]!))).body.error).toBe(ErrorCode.TABLE_SHOE_UNKNOWN);
    // The ended shoe is revealed later; the next open renames the table.
    expect((await reveal(up, 'bac-3', a)).body.data).toMatchObject({ verified: true });
    expect(await up.db.selectFrom('baccarat_shoes').select('id').where('table_id', '=', first.table_id).where('ended_at', 'is', null).execute()).toHaveLength(1);
    const c = realShoe('cycle-c');
    await signedPost(up, T.shoeOpen, { table_code: 'bac-3', table_name: 'บาคาร่า โต๊ะสาม', shoe_id: c.shoe_id, commitment: c.commitment });
    expect(await soothTable('bac-3')).toMatchObject({ name: 'บาคาร่า โต๊ะสาม', shoe: { shoe_id: 'cycle-c' } });
  });

  it('a reveal whose seed or salt is not the committed one, or whose shoe had a hand other than the deal, is refused and stores nothing', async () => {
    const shoe = realShoe('wrong-1');
    await openShoe(up, 'bac-4', shoe.shoe_id, shoe.commitment);
    await reportHand(up, 'bac-4', shoe.shoe_id, 1, cardsOfHand(shoe.hands[0]!));
    const before = await snapshot(up.db);
    const refusals = [
      { ...shoe, server_seed: `${shoe.server_seed}x` },
      { ...shoe, salt: `${shoe.salt}x` },
    ];
    for (const wrong of refusals) expect((await reveal(up, 'bac-4', wrong)).body.error).toBe(ErrorCode.TABLE_SHOE_MISMATCH);
    expect((await reveal(up, 'bac-9', shoe)).body.error).toBe(ErrorCode.TABLE_SHOE_UNKNOWN);
    expect(await snapshot(up.db)).toEqual(before);

    // A legal hand, but not the one the committed shoe deals second.
    const dealt = cardsOfHand(shoe.hands[1]!);
    const other = dealt.player_cards.join() === CRAFTED.tie.player_cards.join() && dealt.banker_cards.join() === CRAFTED.tie.banker_cards.join() ? CRAFTED.banker : CRAFTED.tie;
    await reportHand(up, 'bac-4', shoe.shoe_id, 2, other);
    const reported = await snapshot(up.db);
    const refused = await reveal(up, 'bac-4', shoe);
    expect(refused.body).toMatchObject({ error: ErrorCode.TABLE_SHOE_MISMATCH, message: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    expect(await snapshot(up.db)).toEqual(reported);
    expect(await shoeRow('wrong-1')).toEqual({ ended: 0, server_seed: null, salt: null, verified: 0 });
  });
});
