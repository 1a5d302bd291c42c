import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { signedPost, startGamesUpstream } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';
import { CRAFTED, openShoe, realShoe, T } from '../test-support/tables.js';

const THAI = /[\u0E00-\u0E7F]/;

describe('table reports: who may send them and what they may say', () => {
  let up: TestUpstream;
  const shoe = realShoe('input-1');
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
    await openShoe(up, 'in-1', shoe.shoe_id, shoe.commitment);
  });
  afterAll(() => up.close());

  it('refuses an unsigned report and one signed with another secret, changing nothing', async () => {
    const before = await snapshot(up.db);
    const body = { table_code: 'in-2', table_name: 'บาคาร่า', shoe_id: 'x-1', commitment: shoe.commitment };
    const unsigned = await up.post(T.shoeOpen, body);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toMatchObject({ error: ErrorCode.PROVIDER_UNKNOWN, message: expect.stringMatching(THAI) });
    expect((await signedPost(up, T.hand, { table_code: 'in-1', shoe_id: shoe.shoe_id, hand_no: 1, ...CRAFTED.tie }, { secret: 'not-the-secret' })).body.error).toBe(
      ErrorCode.PROVIDER_SIGNATURE_INVALID,
    );
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('refuses a hand number that is not a whole number from 1, cards that are not 2 or 3 known cards, a commitment that is not 64 hex digits, in Thai', async () => {
    const before = await snapshot(up.db);
    const hand = { table_code: 'in-1', shoe_id: shoe.shoe_id, hand_no: 1, ...CRAFTED.tie };
    const bad: Array<[string, unknown, string?]> = [
      [T.hand, { ...hand, hand_no: '1' }, 'hand_no ต้องเป็นจำนวนเต็มตั้งแต่ 1'],
      [T.hand, { ...hand, hand_no: true }, 'hand_no ต้องเป็นจำนวนเต็มตั้งแต่ 1'],
      [T.hand, { ...hand, hand_no: 1.5 }, 'hand_no ต้องเป็นจำนวนเต็มตั้งแต่ 1'],
      [T.hand, { ...hand, hand_no: 0 }],
      [T.hand, { ...hand, player_cards: ['9S', 'TH', '2C', '3D'] }],
      [T.hand, { ...hand, banker_cards: ['9D'] }],
      [T.hand, { ...hand, banker_cards: ['9D', '1C'] }, 'ไพ่ไม่ถูกต้อง'],
      [T.hand, { ...hand, banker_cards: '9D,JC' }, 'ไพ่ไม่ถูกต้อง'],
      [T.shoeOpen, { table_code: 'in-1', table_name: 'บาคาร่า', shoe_id: 'x-2', commitment: 'A'.repeat(64) }, 'ต้องเป็นเลขฐานสิบหก 64 ตัว'],
      [T.shoeOpen, { table_code: 'in-1', table_name: '   ', shoe_id: 'x-2', commitment: shoe.commitment }],
      [T.shoeReveal, { table_code: 'in-1', shoe_id: shoe.shoe_id, server_seed: 'short', salt: shoe.salt }],
    ];
    for (const [path, body, message] of bad) {
      const reply = await signedPost(up, path, body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ error: ErrorCode.VALIDATION, message: message ?? expect.stringMatching(THAI) });
    }
    expect(await snapshot(up.db)).toEqual(before);
  });
});
