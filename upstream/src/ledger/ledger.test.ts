import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takesIdempotencyKey } from '#shared/api/call.js';
import type { CreditResponse } from '#shared/api/operator.js';
import { OPERATOR } from '#shared/api/paths.js';
import { CALL_LIST } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { inTransaction } from '../db/transaction.js';
import { mainBalanceOf, walletsOf, walletsOfMembers } from './wallets.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { channelId, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { post } from './post.js';

/** For every wallet: entries sum to the balance, nothing below zero, each balance_after follows the last. */
async function assertLedgerConsistent(up: TestUpstream): Promise<void> {
  const wallets = await up.db.selectFrom('wallets').select(['id', 'balance']).execute();
  for (const wallet of wallets) {
    const entries = await up.db
      .selectFrom('ledger_entries')
      .select(['id', 'wallet_id', 'amount', 'balance_after'])
      .where('wallet_id', '=', wallet.id)
      .orderBy('id')
      .execute();
    let running = 0;
    for (const entry of entries) {
      running += entry.amount;
      expect(entry.balance_after).toBe(running);
      expect(entry.balance_after).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(wallet.balance);
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
  }
}

describe('ledger', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
  });
  afterAll(() => up.close());

  it('reads many members’ wallets at once exactly as one member’s', async () => {
    const members = [await up.register(), await up.register(), await up.register()];
    await up.operator(OPERATOR.credit, { reason: 'ทดสอบ', amount: 12.34, username: members[1]!.input.username });
    const ids = await Promise.all(members.map((member) => memberIdOf(up, member)));
    const many = await walletsOfMembers(up.db, ids);
    expect([...many.keys()]).toEqual(ids);
    for (const id of ids) expect(many.get(id)).toEqual(await walletsOf(up.db, id));
    expect(many.get(ids[1]!)!.total).toBe(12.34);
  });

  it('keeps every wallet consistent under 500 concurrent adjustments', async () => {
    const member = await up.register();
    // Deterministic mix: credits of 10 to 60 THB, debits of 20 to 120 THB (many refused early on).
    const amounts = Array.from({ length: 500 }, (_, i) => (i % 3 === 0 ? 10 + (i % 6) * 10 : -(20 + (i % 5) * 25)));
    const replies = await Promise.all(
      amounts.map((amount, i) =>
        up.operator<CreditResponse>(OPERATOR.credit, { username: member.input.username, amount, reason: `load ${i}` }),
      ),
    );
    const accepted = replies.filter((r) => r.body.error === 0);
    const refused = replies.filter((r) => r.body.error === ErrorCode.INSUFFICIENT_BALANCE);
    expect(accepted.length + refused.length).toBe(500);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);

    const memberId = await memberIdOf(up, member);
    const { entries } = await up.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('entries'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(entries).toBe(accepted.length);
    const acceptedSum = replies.reduce((sum, r, i) => (r.body.error === 0 ? sum + Math.round(amounts[i]! * 100) : sum), 0);
    expect(await mainBalanceOf(up.db, memberId)).toBe(acceptedSum);
    await assertLedgerConsistent(up);
  });

  it('pays once for a repeated idempotency key and refuses the key with another body', async () => {
    const member = await up.register();
    const body = { username: member.input.username, amount: 100, reason: 'once' };
    const headers = { 'idempotency-key': 'credit-abc-1' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => up.operator<CreditResponse>(OPERATOR.credit, body, { headers })));
    const first = replies[0]!.body;
    expect(first.error).toBe(0);
    for (const reply of replies) expect(reply.body).toEqual(first);
    // Key order does not make it a different request.
    const reordered = await up.operator(OPERATOR.credit, { reason: 'once', amount: 100, username: member.input.username }, { headers });
    expect(reordered.body).toEqual(first);

    const before = await snapshot(up.db);
    const conflict = await up.operator(OPERATOR.credit, { ...body, amount: 200 }, { headers });
    expect(conflict.body).toEqual({ error: ErrorCode.IDEMPOTENCY_CONFLICT, message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว' });
    expect(await snapshot(up.db)).toEqual(before);

    expect(await mainBalanceOf(up.db, await memberIdOf(up, member))).toBe(100_00);
    // A different key is a new payment.
    const second = await up.operator<CreditResponse>(OPERATOR.credit, body, { headers: { 'idempotency-key': 'credit-abc-2' } });
    expect(second.body.data?.wallets.total).toBe(200);
    await assertLedgerConsistent(up);
  });

  it('answers a refused request the same way on repeat, even after money arrives', async () => {
    const member = await up.register();
    const headers = { 'idempotency-key': 'take-too-much' };
    const body = { username: member.input.username, amount: -10, reason: 'take' };
    const first = await up.operator(OPERATOR.credit, body, { headers });
    expect(first.body.error).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    await up.operator(OPERATOR.credit, { username: member.input.username, amount: 50, reason: 'top up' });
    const repeat = await up.operator(OPERATOR.credit, body, { headers });
    expect(repeat.body).toEqual(first.body);
  });

  it('refuses a malformed idempotency key', async () => {
    const before = await snapshot(up.db);
    const reply = await up.operator(OPERATOR.credit, { username: '0899999999', amount: 1, reason: 'x' }, {
      headers: { 'idempotency-key': 'x'.repeat(200) },
    });
    expect(reply.body.error).toBe(ErrorCode.VALIDATION);
    expect(await snapshot(up.db)).toEqual(before);
  });

  it('refuses to post outside a transaction', async () => {
    await expect(post(up.db, { balance: 'money', walletId: 1, amount: 1, kind: 'adjust', at: 0 })).rejects.toThrow(/transaction/);
  });
});

/**
 * A body each call that takes an Idempotency-Key accepts (it passes the contract; what the
 * call answers, a payment or a refusal, is stored either way), by `METHOD path`.
 */
async function keyedBodies(up: TestUpstream, member: RegisteredMember): Promise<Record<string, Record<string, unknown>>> {
  const { id: pollId } = await up.db.selectFrom('polls').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { id: roundId } = await up.db
    .selectFrom('lotto_rounds')
    .select('id')
    .where('status', '=', 'open')
    .orderBy('closes_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { id: promotionId } = await up.db.selectFrom('promotions').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { id: choiceId } = await up.db
    .selectFrom('poll_choices')
    .select('id')
    .where('poll_id', '=', pollId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    'POST /api/lotto/bill/create': {
      round_id: roundId,
      items: [{ bet_type: '2top', number: '12', amount: 5 }],
    },
    'POST /api/lotto/bill/cancel': { bill_id: 999_999 },
    'POST /api/member/payment/generate_qr': { channel_id: await channelId(up, 'promptpay'), amount: 500 },
    'POST /api/member/withdraw': { amount: 100 },
    'POST /api/promotion/accept': { promotion_id: promotionId },
    'POST /api/coupon/redeem': { code: 'NO-SUCH-CODE' },
    'POST /api/wheel/spin': {},
    'POST /api/wheel/spin_v2': {},
    'POST /api/wheel/reward': { spin_id: 999_999 },
    'POST /api/quest/redeem': { quest_id: 999_999 },
    'POST /api/event/quest': { event_id: 999_999, quest_id: 999_999 },
    'POST /api/redemption/redeem': { item_id: 999_999 },
    'POST /api/cashback/loss/claim': {},
    'POST /api/affiliate/redeem': {},
    'POST /api/poll/submit': { poll_id: pollId, choice_id: choiceId },
    'POST /operator/credit': { username: member.input.username, amount: 25, reason: 'ทดสอบรหัสคำขอ' },
  };
}

/** Every row a keyed call may write, audit entries aside (an agent's repeat is recorded again: decision 0065). */
const WRITTEN = [
  'idempotency_keys', 'wallets', 'ledger_entries', 'member_points', 'point_entries', 'member_free_spins', 'free_spin_entries',
  'lotto_bills', 'lotto_bill_items', 'deposits', 'withdrawals', 'member_promotions', 'coupon_redemptions', 'wheel_seeds', 'wheel_spins',
  'quest_claims', 'redemptions', 'cashback_loss', 'affiliate_balances', 'affiliate_entries', 'poll_votes',
];
async function writtenDigest(up: TestUpstream): Promise<string> {
  const hash = createHash('sha256');
  for (const table of WRITTEN) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(up.db);
    // Not every table has an id, and PostgreSQL has no rowid: rows sorted here so the digest is the engine's order's own.
    hash.update(`${table}\n`);
    for (const line of rows.map((row) => JSON.stringify(row)).sort()) hash.update(line);
  }
  return hash.digest('hex');
}

describe('every call that takes an Idempotency-Key, as the upstream mounts it', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The schedulers' first ticks (the coming rounds, the catch-up) done, so a snapshot sees only what a call did.
    await up.settle();
  });
  afterAll(() => up.close());

  const keyed = CALL_LIST.map(({ call }) => call).filter(takesIdempotencyKey);

  it('has a body here for each of them, so a new one cannot go untested', async () => {
    const bodies = await keyedBodies(up, await up.register());
    expect(Object.keys(bodies).sort()).toEqual(keyed.map((call) => `${call.method} ${call.path}`).sort());
  });

  it('answers a repeated key with the first answer, moving nothing again, and refuses the key with another body', async () => {
    const member = await up.register();
    const memberId = await memberIdOf(up, member);
    // Enough of every balance for the spends to go through: the first answers are payments where they can be.
    await up.operator(OPERATOR.credit, { username: member.input.username, amount: 1_000, reason: 'ทุนทดสอบ' });
    await inTransaction(up.db, async () => {
      await post(up.db, { balance: 'points', memberId, amount: 1_000, kind: 'adjust', note: 'ทดสอบ', at: up.clock.now() });
      await post(up.db, { balance: 'free_spins', memberId, amount: 1, kind: 'quest', ref: 'test:idempotency', at: up.clock.now() });
    });
    const bodies = await keyedBodies(up, member);
    let paid = 0;
    for (const call of keyed) {
      const route = `${call.method} ${call.path}`;
      const body = bodies[route];
      const key = `every-call-${call.path}`;
      const send = (sent: unknown) =>
        call.access === 'agent' ? up.operator(call.path, sent, { headers: { 'idempotency-key': key } }) : up.post(call.path, sent, { token: member.token, headers: { 'idempotency-key': key } });

      const first = await send(body);
      expect(first.body.error, `${route} ${JSON.stringify(first.body)}`).not.toBe(ErrorCode.VALIDATION);
      if (first.body.error === 0) paid += 1;
      const scope = call.access === 'agent' ? 'operator' : `member:${memberId}`;
      const stored = await up.db.selectFrom('idempotency_keys').select('path').where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
      expect(stored, route).toEqual({ path: call.path });

      const before = await writtenDigest(up);
      expect((await send(body)).body, route).toEqual(first.body);
      expect(await writtenDigest(up), route).toBe(before);
      // The hash is of the body as sent: a key sent again with anything else is another request.
      expect((await send({ ...body, other: 1 })).body, route).toEqual({ error: ErrorCode.IDEMPOTENCY_CONFLICT, message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว' });
      expect(await writtenDigest(up), route).toBe(before);
    }
    // Not only refusals: bills, spins, a deposit, a withdrawal and a credit were made once each.
    expect(paid).toBeGreaterThanOrEqual(6);
    await assertLedgerConsistent(up);
  });
});
