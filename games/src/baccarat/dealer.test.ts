import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dealShoe, shoeCommitment, shoeOrder, verifyShoe } from '#shared/games/baccarat/index.js';
import { ErrorCode } from '#shared/errors.js';
import { handStillOpen } from './bet-store.js';
import type { TableReport } from './reports.js';
import type { ShoeRow } from './shoes.js';
import { BACCARAT_TABLES, BETTING_MS, DEALING_MS, HAND_CYCLE_MS, RESULT_MS, TABLE_STAGGER_MS } from './tables.js';
import { RETRY_MS, tablesRig, type TablesRig } from '../test-support/baccarat.js';
import { SENT_KEPT_MS } from './outbox.js';

const hands = (reports: readonly TableReport[]) => reports.flatMap((r) => (r.kind === 'hand' ? [r.body] : []));
const kinds = (reports: readonly TableReport[]) => reports.map((r) => r.kind);
const shoeRow = async (rig: TablesRig, shoeId: string): Promise<ShoeRow> =>
  rig.db.selectFrom('baccarat_shoes').selectAll().where('shoe_id', '=', shoeId).executeTakeFirstOrThrow();
/** COUNT(*) of table_reports where the SQL condition holds (a number on both engines). */
const countReports = async (rig: TablesRig, where: string): Promise<number> =>
  (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM table_reports WHERE ${sql.raw(where)}`.execute(rig.db)).rows[0]!.n;

/** Deals hand after hand until the site has taken the shoe's reveal. */
async function playToReveal(rig: TablesRig): Promise<void> {
  for (let i = 0; i < 200 && !rig.site.taken.some((r) => r.kind === 'shoeReveal'); i++) await rig.advance(HAND_CYCLE_MS);
}

describe('live baccarat tables: dealing on the clock, reporting to the site', () => {
  let rig: TablesRig;
  afterEach(async () => {
    await rig.close();
  });

  it('opens a shoe with its commitment before the first hand, then keeps the published timing', async () => {
    rig = await tablesRig();
    await rig.advance(0);
    expect(kinds(rig.site.taken)).toEqual(['shoeOpen']);
    const open = rig.site.taken[0]!;
    if (open.kind !== 'shoeOpen') throw new Error('not a shoe');
    expect(open.body).toMatchObject({ table_code: 'bac-t', table_name: 'บาคาร่า โต๊ะทดสอบ' });
    const row = await shoeRow(rig, open.body.shoe_id);
    expect(row.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(open.body.commitment).toBe(shoeCommitment(row.salt, shoeOrder(row.server_seed, row.shoe_id)));

    const state = () => rig.tables.states()[0]!;
    const start = rig.clock.now();
    expect(state()).toMatchObject({ phase: 'betting', endsAt: start + BETTING_MS, lastHand: undefined });
    await rig.advance(BETTING_MS - 1);
    expect(hands(rig.site.taken)).toEqual([]);
    await rig.advance(1);
    expect(state()).toMatchObject({ phase: 'dealing', endsAt: start + BETTING_MS + DEALING_MS });
    expect(hands(rig.site.taken).map((h) => h.hand_no)).toEqual([1]);
    await rig.advance(DEALING_MS);
    expect(state()).toMatchObject({ phase: 'result', endsAt: start + BETTING_MS + DEALING_MS + RESULT_MS });
    await rig.advance(RESULT_MS);
    expect(state()).toMatchObject({ phase: 'betting', endsAt: start + HAND_CYCLE_MS + BETTING_MS });
    await rig.advance(BETTING_MS);
    expect(hands(rig.site.taken).map((h) => h.hand_no)).toEqual([1, 2]);
    expect(rig.errors).toEqual([]);
  });

  it('staggers the published tables so they do not all deal at once', async () => {
    rig = await tablesRig(BACCARAT_TABLES);
    const start = rig.clock.now();
    expect(rig.tables.states().map((s) => [s.table.name, s.endsAt - start])).toEqual([
      ['บาคาร่า โต๊ะ 1', BETTING_MS],
      ['บาคาร่า โต๊ะ 2', BETTING_MS + TABLE_STAGGER_MS],
      ['บาคาร่า โต๊ะ 3', BETTING_MS + 2 * TABLE_STAGGER_MS],
    ]);
  });

  it('plays a shoe to the cut card, reveals it, opens the next; the reveal re-deals to the reported hands', async () => {
    rig = await tablesRig();
    await playToReveal(rig);
    const taken = rig.site.taken;
    const revealAt = taken.findIndex((r) => r.kind === 'shoeReveal');
    const reveal = taken[revealAt]!;
    if (reveal.kind !== 'shoeReveal') throw new Error('no reveal');
    // The order: the shoe, every hand numbered from 1, the reveal, and at once the next shoe.
    expect(kinds(taken.slice(0, revealAt + 1))).toEqual(['shoeOpen', ...hands(taken).map(() => 'hand'), 'shoeReveal']);
    expect(taken[revealAt + 1]?.kind).toBe('shoeOpen');
    const open = taken[0]!;
    if (open.kind !== 'shoeOpen') throw new Error('not a shoe');

    const order = shoeOrder(reveal.body.server_seed, reveal.body.shoe_id);
    expect(verifyShoe(open.body.commitment, reveal.body.salt, order)).toBe(true);
    const redealt = dealShoe(order);
    expect(hands(taken)).toEqual(redealt.map((h, i) => ({ table_code: 'bac-t', shoe_id: reveal.body.shoe_id, hand_no: i + 1, player_cards: h.playerCards, banker_cards: h.bankerCards })));
    const revealed = await shoeRow(rig, reveal.body.shoe_id);
    const stored = (await rig.db.selectFrom('baccarat_hands').select('winner').where('shoe', '=', revealed.id).orderBy('hand_no').execute()).map((h) => h.winner);
    expect(stored).toEqual(redealt.map((h) => h.winner));

    // The next shoe is a new one, and the table bets on its first hand.
    const next = taken[revealAt + 1]!;
    if (next.kind !== 'shoeOpen') throw new Error('not a shoe');
    expect(next.body.shoe_id).not.toBe(reveal.body.shoe_id);
    expect(rig.tables.states()[0]).toMatchObject({ phase: 'betting', lastHand: undefined });
    expect(rig.tables.states()[0]!.shoe.row).toMatchObject({ shoe_id: next.body.shoe_id, hands: 0, ended_at: null });
    expect((await shoeRow(rig, reveal.body.shoe_id)).ended_at).not.toBeNull();
  });

  it('keeps dealing while the site is down and sends everything in order when it is back', async () => {
    rig = await tablesRig();
    await rig.advance(HAND_CYCLE_MS); // the shoe and hand 1 reached the site
    rig.site.mode = 'down';
    for (let i = 0; i < 5; i++) await rig.advance(HAND_CYCLE_MS);
    expect((await rig.db.selectFrom('baccarat_hands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(6);
    expect(hands(rig.site.taken).map((h) => h.hand_no)).toEqual([1]);
    expect(await countReports(rig, 'sent_at IS NULL')).toBe(5);
    expect(rig.errors).toHaveLength(1); // said once per outage, not once per try

    rig.site.mode = 'up';
    await rig.advance(RETRY_MS);
    expect(hands(rig.site.taken).map((h) => h.hand_no)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await countReports(rig, 'sent_at IS NULL')).toBe(0);
  });

  it('a report the site refuses for good is kept with its error and does not hold the later ones back', async () => {
    rig = await tablesRig();
    await rig.advance(BETTING_MS);
    rig.site.mode = ErrorCode.TABLE_HAND_INVALID;
    await rig.advance(HAND_CYCLE_MS);
    rig.site.mode = 'up';
    await rig.advance(HAND_CYCLE_MS);
    expect(hands(rig.site.taken).map((h) => h.hand_no)).toEqual([1, 3]);
    expect((await rig.db.selectFrom('table_reports').select('refused').where('kind', '=', 'hand').orderBy('id').execute()).map((r) => r.refused)).toEqual([null, ErrorCode.TABLE_HAND_INVALID, null]);
  });

  it('sent reports are deleted once a day old; refused ones stay', async () => {
    rig = await tablesRig();
    await rig.advance(BETTING_MS);
    rig.site.mode = ErrorCode.TABLE_HAND_INVALID;
    await rig.advance(HAND_CYCLE_MS);
    rig.site.mode = 'up';
    await rig.advance(HAND_CYCLE_MS);
    const count = (where: string) => countReports(rig, where);
    const sentEarly = await count('sent_at IS NOT NULL');
    expect(sentEarly).toBeGreaterThan(0);
    // A day and an hour on, the next report sent prunes what was sent more than a day before it.
    // The tables are stopped meanwhile (a provider restarted after a day): dealing the day's
    // 3,000 hands on the fake clock would test only how fast the machine is.
    const before = rig.clock.now();
    await rig.tables.stop();
    rig.clock.advance(SENT_KEPT_MS + 60 * 60_000);
    await rig.restart();
    await rig.advance(HAND_CYCLE_MS);
    expect(await count(`sent_at IS NOT NULL AND sent_at <= ${before}`)).toBe(0);
    expect(await count('refused IS NOT NULL')).toBe(1);
    expect(await count('sent_at IS NOT NULL')).toBeGreaterThan(0);
  });

  it('closes a hand to bets in the database the moment it is dealt (a bet checked before the deal is refused after it)', async () => {
    rig = await tablesRig();
    const shoe = rig.tables.states()[0]!.shoe.row.id;
    expect(await handStillOpen(rig.db, shoe, 1)).toBe(true);
    await rig.advance(BETTING_MS);
    expect(await handStillOpen(rig.db, shoe, 1)).toBe(false);
    expect(await handStillOpen(rig.db, shoe, 2)).toBe(true);
  });

  it('a restart continues the open shoe where its next hand starts', async () => {
    rig = await tablesRig();
    await rig.advance(3 * HAND_CYCLE_MS);
    const before = rig.tables.states()[0]!.shoe.row;
    expect(before.hands).toBe(3);
    await rig.restart();
    const after = rig.tables.states()[0]!;
    expect(after.shoe.row).toMatchObject({ shoe_id: before.shoe_id, position: before.position, hands: 3 });
    expect(after.lastHand?.hand_no).toBe(3);
    await rig.advance(BETTING_MS);
    const dealt = hands(rig.site.taken);
    expect(dealt.map((h) => h.hand_no)).toEqual([1, 2, 3, 4]);
    expect(kinds(rig.site.taken).filter((k) => k === 'shoeOpen')).toHaveLength(1);
    // Hand 4 is the shoe's fourth hand, exactly as a re-deal of the revealed shoe will find it.
    const redealt = dealShoe(shoeOrder(before.server_seed, before.shoe_id))[3]!;
    expect(dealt[3]).toMatchObject({ player_cards: redealt.playerCards, banker_cards: redealt.bankerCards });
  });

  it('a restart after a shoe ran out but before its reveal reveals it and opens the next', async () => {
    rig = await tablesRig();
    await rig.advance(0);
    const first = rig.tables.states()[0]!.shoe.row;
    // As if the process died right after the shoe's last hand was kept.
    await rig.tables.stop();
    await rig.db.updateTable('baccarat_shoes').set({ position: 410 }).where('id', '=', first.id).execute();
    await rig.restart();
    await rig.advance(0);
    expect(kinds(rig.site.taken)).toEqual(['shoeOpen', 'shoeReveal', 'shoeOpen']);
    expect(rig.tables.states()[0]!.shoe.row.shoe_id).not.toBe(first.shoe_id);
  });
});
