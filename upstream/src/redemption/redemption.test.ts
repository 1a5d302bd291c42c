import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/call.js';
import type { Paged } from '#shared/api/common.js';
import type {
  OperatorRedemptionItem,
  OperatorRedemptionItemResponse,
  RedeemResponse,
  Redemption,
  RedemptionCalc,
  RedemptionClaim,
  RedemptionClaimDecision,
  RedemptionItemInput,
  RedemptionList,
} from '#shared/api/redemption.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { inTransaction } from '../db/transaction.js';
import { freeSpinsOf } from '../ledger/free-spins.js';
import { post } from '../ledger/post.js';
import { pointsOf } from '../ledger/wallets.js';
import { DAY } from '#shared/dates/calendar.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf } from '../test-support/lotto.js';
import { expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { DEMO_REDEMPTION_ITEMS } from './seed.js';

const shop = CALLS.redemption;
const op = CALLS.operator;
const refusal = (code: ErrorCode) => expect.objectContaining({ error: code, message: ERRORS[code].message });

describe('the point shop', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const redeem = (member: RegisteredMember, itemId: number, key?: string) =>
    up.post<RedeemResponse>(shop.redeem.path, { item_id: itemId }, { token: member.token, headers: key ? { 'idempotency-key': key } : {} });
  const calc = (member: RegisteredMember, itemId: number) => up.post<RedemptionCalc>(shop.calc.path, { item_id: itemId }, { token: member.token });
  const agentGet = <T>(path: string, query?: Record<string, string>) =>
    up.get<T>(path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` }, query });
  const addItem = async (input: RedemptionItemInput): Promise<OperatorRedemptionItem> => {
    const reply = await up.operator<OperatorRedemptionItemResponse>(op.redemptionItemAdd.path, input);
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!.item;
  };
  const givePoints = async (member: RegisteredMember, points: number) => {
    const memberId = await memberIdOf(up, member);
    await inTransaction(up.db, () => post(up.db, { balance: 'points', memberId, amount: points, kind: 'adjust', note: 'ทดสอบ', at: up.clock.now() }));
  };
  const pointsOfMember = async (member: RegisteredMember) => pointsOf(up.db, await memberIdOf(up, member));
  const spinsOf = async (member: RegisteredMember) => freeSpinsOf(up.db, await memberIdOf(up, member));
  const stockOf = async (itemId: number) =>
    (await up.db.selectFrom('redemption_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock;

  it('lists the seeded shop with the member’s points', async () => {
    const member = await up.register();
    await givePoints(member, 250);
    const list = await up.get<RedemptionList>(shop.list.path, { token: member.token });
    expect(list.body.data?.points).toBe(250);
    expect(list.body.data?.items.map((item) => item.title)).toEqual(DEMO_REDEMPTION_ITEMS.map((item) => item.title));
    const bonus = list.body.data!.items.find((item) => item.reward === 'bonus_credit');
    expect(bonus).toMatchObject({ value: 50, cost: 500, limit_per_day: 1, stock: null });
  });

  it('shows a visitor the same items, prices and stock, without points; the member parts stay member-only', async () => {
    const member = await up.register();
    const asMember = await up.get<RedemptionList>(shop.list.path, { token: member.token });
    const asVisitor = await up.get<RedemptionList>(shop.list.path);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body).toEqual({ error: 0, data: { items: asMember.body.data!.items, points: null } });
    for (const [method, path] of [
      ['POST', shop.calc.path],
      ['POST', shop.redeem.path],
      ['GET', shop.history.path],
    ] as const) {
      const reply = await up.request(method, path, method === 'POST' ? { item_id: asVisitor.body.data!.items[0]!.item_id } : undefined);
      expect(reply.status, path).toBe(401);
    }
  });

  it('calc previews without changing anything, with the refusal a redeem would get', async () => {
    const member = await up.register();
    await givePoints(member, 150);
    const spins = await addItem({ title: 'หมุนฟรี 2 ครั้ง', reward: 'free_spins', value: 2, cost: 100 });
    const dear = await addItem({ title: 'ของแพง', reward: 'goods', cost: 1000, stock: 3 });
    const before = await snapshot(up.db);
    const ok = await calc(member, spins.item_id);
    expect(ok.body.data).toMatchObject({ cost: 100, points: 150, points_after: 50, refusal: null, item: { reward: 'free_spins', value: 2 } });
    const short = await calc(member, dear.item_id);
    expect(short.body.data).toMatchObject({ points: 150, points_after: 150, refusal: refusal(ErrorCode.REDEEM_POINTS_SHORT) });
    expect((await calc(member, 999_999)).body).toEqual({ error: ErrorCode.REDEEM_ITEM_NOT_FOUND, message: ERRORS[ErrorCode.REDEEM_ITEM_NOT_FOUND].message });
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('pays each reward through the ledger in the redeem’s transaction, once per Idempotency-Key', async () => {
    const member = await up.register();
    await givePoints(member, 1000);
    const bonus = await addItem({ title: 'โบนัส 30', reward: 'bonus_credit', value: 30, cost: 100 });
    const main = await addItem({ title: 'เครดิต 12.50', reward: 'main_credit', value: 12.5, cost: 100 });
    const spins = await addItem({ title: 'หมุนฟรี 3', reward: 'free_spins', value: 3, cost: 100 });
    const goods = await addItem({ title: 'หมวก', reward: 'goods', cost: 100, stock: 10 });

    const first = await redeem(member, bonus.item_id, 'shop-1');
    expect(first.body.data).toMatchObject({ points: 900, redemption: { reward: 'bonus_credit', value: 30, cost: 100, claim_status: null } });
    expect((await redeem(member, bonus.item_id, 'shop-1')).body).toEqual(first.body);
    expect(await balanceOf(up, member, 2)).toBe(30_00);

    expect((await redeem(member, main.item_id, 'shop-2')).body.data?.points).toBe(800);
    expect(await balanceOf(up, member, 1)).toBe(12_50);
    expect((await redeem(member, spins.item_id, 'shop-3')).body.data?.points).toBe(700);
    expect(await spinsOf(member)).toBe(3);
    const claim = await redeem(member, goods.item_id, 'shop-4');
    expect(claim.body.data).toMatchObject({ points: 600, redemption: { reward: 'goods', claim_status: 'pending' } });
    expect(await stockOf(goods.item_id)).toBe(9);

    // The points and the reward share the redemption's ref: one cause, both sides.
    const ref = `redemption:${first.body.data!.redemption.id}`;
    expect(await up.db.selectFrom('point_entries').select(['amount', 'kind']).where('ref', '=', ref).execute()).toEqual([{ amount: -100, kind: 'redeem' }]);
    expect(await up.db.selectFrom('ledger_entries').select(['amount', 'kind']).where('ref', '=', ref).execute()).toEqual([{ amount: 30_00, kind: 'redeem' }]);

    const history = await up.get<Paged<Redemption>>(shop.history.path, { token: member.token });
    expect(history.body.data?.total).toBe(4);
    expect(history.body.data?.items.map((row) => [row.title, row.claim_status])).toEqual([
      ['หมวก', 'pending'],
      ['หมุนฟรี 3', null],
      ['เครดิต 12.50', null],
      ['โบนัส 30', null],
    ]);
  });

  it('refuses in Thai and changes nothing: points, stock, limits, switched off, unknown, time-out', async () => {
    const member = await up.register();
    await givePoints(member, 150);
    const once = await addItem({ title: 'ครั้งเดียว', reward: 'free_spins', value: 1, cost: 10, limit_per_member: 1 });
    const gone = await addItem({ title: 'หมดแล้ว', reward: 'goods', cost: 10, stock: 0 });
    const dear = await addItem({ title: 'แพง', reward: 'free_spins', value: 1, cost: 500 });
    const off = await addItem({ title: 'ปิดอยู่', reward: 'free_spins', value: 1, cost: 10, enabled: false });
    expect((await redeem(member, once.item_id)).body.error).toBe(0);

    const before = await snapshot(up.db);
    const cases: [number, ErrorCode][] = [
      [once.item_id, ErrorCode.REDEEM_MEMBER_LIMIT],
      [gone.item_id, ErrorCode.REDEEM_OUT_OF_STOCK],
      [dear.item_id, ErrorCode.REDEEM_POINTS_SHORT],
      [off.item_id, ErrorCode.REDEEM_ITEM_OFF],
      [999_999, ErrorCode.REDEEM_ITEM_NOT_FOUND],
    ];
    for (const [itemId, code] of cases) {
      const reply = await redeem(member, itemId);
      expect(reply.body, `item ${itemId}`).toMatchObject({ error: code, message: ERRORS[code].message });
    }
    expect(await snapshot(up.db)).toEqual(before);
    // The switched-off item is not on sale.
    const list = await up.get<RedemptionList>(shop.list.path, { token: member.token });
    expect(list.body.data?.items.some((item) => item.item_id === off.item_id)).toBe(false);

    // Responsible play: a member on a time-out cannot turn points into credit or anything else.
    const cheap = await addItem({ title: 'ถูก', reward: 'bonus_credit', value: 1, cost: 1 });
    expect((await up.post(CALLS.member.limitsUpdate.path, { timeout_hours: 24 }, { token: member.token })).body.error).toBe(0);
    const paused = await snapshot(up.db);
    expect((await redeem(member, cheap.item_id)).body).toMatchObject({ error: ErrorCode.PLAY_TIMEOUT });
    expect((await calc(member, cheap.item_id)).body.data?.refusal).toMatchObject({ error: ErrorCode.PLAY_TIMEOUT });
    expect(await snapshot(up.db)).toEqual(paused);
  });

  it('keeps the per-day limit by the Bangkok day on the clock', async () => {
    const member = await up.register();
    await givePoints(member, 100);
    const daily = await addItem({ title: 'วันละสอง', reward: 'free_spins', value: 1, cost: 10, limit_per_day: 2 });
    expect((await redeem(member, daily.item_id)).body.error).toBe(0);
    expect((await redeem(member, daily.item_id)).body.error).toBe(0);
    const before = await snapshot(up.db);
    expect((await redeem(member, daily.item_id)).body).toMatchObject({ error: ErrorCode.REDEEM_DAILY_LIMIT });
    expect(await snapshot(up.db)).toEqual(before);
    await up.advance(DAY);
    expect((await redeem(member, daily.item_id)).body.error).toBe(0);
    expect(await pointsOfMember(member)).toBe(70);
  });

  it('never oversells the stock or a member’s limit or points under 200 redeems at once', async () => {
    const cost = 10;
    const item = await addItem({ title: 'ห้าสิบชิ้น', reward: 'goods', cost, stock: 50, limit_per_member: 2 });
    const members = await Promise.all(Array.from({ length: 40 }, () => up.register()));
    // Half can pay for two, half for one: 60 could be bought by limits and points, the stock holds 50.
    for (const [index, member] of members.entries()) await givePoints(member, index % 2 === 0 ? 2 * cost : 2 * cost - 1);
    const attempts = members.flatMap((member) => Array.from({ length: 5 }, () => member));
    const replies = await Promise.all(attempts.map((member) => redeem(member, item.item_id)));
    expect(replies).toHaveLength(200);

    const wins = replies.filter((reply) => reply.body.error === 0);
    expect(wins).toHaveLength(50);
    const allowed: number[] = [ErrorCode.REDEEM_OUT_OF_STOCK, ErrorCode.REDEEM_MEMBER_LIMIT, ErrorCode.REDEEM_POINTS_SHORT];
    for (const reply of replies) if (reply.body.error !== 0) expect(allowed).toContain(reply.body.error);
    expect(await stockOf(item.item_id)).toBe(0);
    for (const [index, member] of members.entries()) {
      const { bought } = await up.db
        .selectFrom('redemptions')
        .select((eb) => eb.fn.countAll<number>().as('bought'))
        .where('item_id', '=', item.item_id)
        .where('member_id', '=', await memberIdOf(up, member))
        .executeTakeFirstOrThrow();
      expect(bought).toBeLessThanOrEqual(index % 2 === 0 ? 2 : 1);
      expect(await pointsOfMember(member)).toBe((index % 2 === 0 ? 2 * cost : 2 * cost - 1) - bought * cost);
    }
    const { rows } = await sql<{ spent: number }>`SELECT -SUM(amount) AS spent FROM point_entries
      WHERE kind = 'redeem' AND ref IN (SELECT 'redemption:' || id FROM redemptions WHERE item_id = ${item.item_id})`.execute(up.db);
    expect(rows[0]!.spent).toBe(50 * cost);
  });

  it('lets the agent fulfil or reject goods claims; a rejection refunds the points and the stock', async () => {
    const member = await up.register();
    await givePoints(member, 100);
    const goods = await addItem({ title: 'เสื้อ', reward: 'goods', cost: 40, stock: 5, limit_per_member: 1 });
    const first = (await redeem(member, goods.item_id)).body.data!.redemption;
    expect(await pointsOfMember(member)).toBe(60);

    const waiting = await agentGet<RedemptionClaim[]>(op.redemptionClaims.path);
    expect(waiting.body.data?.find((claim) => claim.id === first.id)).toMatchObject({ username: member.input.username, claim_status: 'pending' });

    const reject = await up.operator<RedemptionClaimDecision>(fillPath(op.redemptionClaimReject.path, { id: first.id }), { note: 'ของหมดจากผู้ผลิต' });
    expect(reject.body.data?.claim).toMatchObject({ claim_status: 'rejected', claim_note: 'ของหมดจากผู้ผลิต' });
    expect(await pointsOfMember(member)).toBe(100);
    expect(await stockOf(goods.item_id)).toBe(5);
    const settled = await snapshot(up.db);
    expect((await up.operator(fillPath(op.redemptionClaimReject.path, { id: first.id }), {})).body).toMatchObject({ error: ErrorCode.REDEEM_CLAIM_NOT_PENDING });
    expect((await up.operator(fillPath(op.redemptionClaimFulfil.path, { id: first.id }), {})).body).toMatchObject({ error: ErrorCode.REDEEM_CLAIM_NOT_PENDING });
    expect((await up.operator(fillPath(op.redemptionClaimFulfil.path, { id: 999_999 }), {})).body).toMatchObject({ error: ErrorCode.REDEEM_CLAIM_NOT_FOUND });
    expect(await snapshot(up.db)).toEqual(settled);

    // The rejected claim gave nothing, so the member's one purchase is still theirs to make.
    const second = (await redeem(member, goods.item_id)).body.data!.redemption;
    const fulfil = await up.operator<RedemptionClaimDecision>(fillPath(op.redemptionClaimFulfil.path, { id: second.id }), {});
    expect(fulfil.body.data?.claim.claim_status).toBe('fulfilled');
    expect(await pointsOfMember(member)).toBe(60);
    const history = await up.get<Paged<Redemption>>(shop.history.path, { token: member.token });
    expect(history.body.data?.items.map((row) => row.claim_status)).toEqual(['fulfilled', 'rejected']);
  });

  it('lets the agent list, add, edit and switch off items', async () => {
    const member = await up.register();
    await givePoints(member, 100);
    const item = await addItem({ title: 'ร่ม', reward: 'goods', cost: 30, stock: 2 });
    const all = await agentGet<OperatorRedemptionItem[]>(op.redemptionItems.path);
    expect(all.body.data?.find((row) => row.item_id === item.item_id)).toMatchObject({ enabled: true, value: 1 });
    const edit = (body: object) => up.operator<OperatorRedemptionItemResponse>(fillPath(op.redemptionItemEdit.path, { id: item.item_id }), body);
    expect((await edit({ cost: 25, stock: 1 })).body.data?.item).toMatchObject({ cost: 25, stock: 1, title: 'ร่ม', enabled: true });
    expect((await calc(member, item.item_id)).body.data?.cost).toBe(25);
    expect((await edit({ enabled: false })).body.data?.item.enabled).toBe(false);
    expect((await redeem(member, item.item_id)).body).toMatchObject({ error: ErrorCode.REDEEM_ITEM_OFF });
    expect((await up.operator(fillPath(op.redemptionItemEdit.path, { id: 999_999 }), { enabled: false })).body).toMatchObject({ error: ErrorCode.REDEEM_ITEM_NOT_FOUND });
    expect((await up.operator(op.redemptionItemAdd.path, { title: 'ฟรี', reward: 'goods', cost: 0 })).body.error).toBe(ErrorCode.VALIDATION);
    expect((await up.operator(op.redemptionItemAdd.path, { title: 'ครึ่งสปิน', reward: 'free_spins', value: 1.5, cost: 5 })).body.error).toBe(ErrorCode.VALIDATION);
    // Agent calls need the key.
    expect((await up.get(op.redemptionItems.path)).status).toBe(401);
  });
});
