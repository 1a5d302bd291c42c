import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takesIdempotencyKey } from '@shared/api/call.js';
import type { CreditResponse } from '@shared/api/operator.js';
import { OPERATOR } from '@shared/api/paths.js';
import { CALL_LIST } from '@shared/api/registry.js';
import { ErrorCode } from '@shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { channelId, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { postFreeSpins } from './free-spins.js';
import { postEntry, postPoints } from './ledger.js';

interface EntryRow {
  id: number;
  wallet_id: number;
  amount: number;
  balance_after: number;
}

/** For every wallet: entries sum to the balance, nothing below zero, each balance_after follows the last. */
function assertLedgerConsistent(up: TestUpstream): void {
  const wallets = up.db.prepare('SELECT id, balance FROM wallets').all() as { id: number; balance: number }[];
  for (const wallet of wallets) {
    const entries = up.db
      .prepare('SELECT id, wallet_id, amount, balance_after FROM ledger_entries WHERE wallet_id = ? ORDER BY id')
      .all(wallet.id) as EntryRow[];
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
  });
  afterAll(() => up.close());

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

    const entries = up.db
      .prepare('SELECT COUNT(*) FROM ledger_entries WHERE member_id = (SELECT id FROM members WHERE username = ?)')
      .pluck()
      .get(member.input.username);
    expect(entries).toBe(accepted.length);
    const acceptedSum = replies.reduce((sum, r, i) => (r.body.error === 0 ? sum + Math.round(amounts[i]! * 100) : sum), 0);
    const balance = up.db
      .prepare('SELECT balance FROM wallets WHERE type = 1 AND member_id = (SELECT id FROM members WHERE username = ?)')
      .pluck()
      .get(member.input.username);
    expect(balance).toBe(acceptedSum);
    assertLedgerConsistent(up);
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

    const before = snapshot(up.db);
    const conflict = await up.operator(OPERATOR.credit, { ...body, amount: 200 }, { headers });
    expect(conflict.body).toEqual({ error: ErrorCode.IDEMPOTENCY_CONFLICT, message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว' });
    expect(snapshot(up.db)).toEqual(before);

    const balance = up.db
      .prepare('SELECT balance FROM wallets WHERE type = 1 AND member_id = (SELECT id FROM members WHERE username = ?)')
      .pluck()
      .get(member.input.username);
    expect(balance).toBe(100_00);
    // A different key is a new payment.
    const second = await up.operator<CreditResponse>(OPERATOR.credit, body, { headers: { 'idempotency-key': 'credit-abc-2' } });
    expect(second.body.data?.wallets.total).toBe(200);
    assertLedgerConsistent(up);
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
    const before = snapshot(up.db);
    const reply = await up.operator(OPERATOR.credit, { username: '0899999999', amount: 1, reason: 'x' }, {
      headers: { 'idempotency-key': 'x'.repeat(200) },
    });
    expect(reply.body.error).toBe(ErrorCode.VALIDATION);
    expect(snapshot(up.db)).toEqual(before);
  });

  it('refuses to post outside a transaction', () => {
    expect(() => postEntry(up.db, { walletId: 1, amount: 1, kind: 'adjust', at: 0 })).toThrow(/transaction/);
  });
});

/**
 * A body each call that takes an Idempotency-Key accepts (it passes the contract; what the
 * call answers, a payment or a refusal, is stored either way), by `METHOD path`.
 */
function keyedBodies(up: TestUpstream, member: RegisteredMember): Record<string, Record<string, unknown>> {
  const one = (sql: string) => up.db.prepare(sql).pluck().get() as number;
  const pollId = one('SELECT id FROM polls ORDER BY id LIMIT 1');
  return {
    'POST /api/lotto/bill/create': {
      round_id: one("SELECT id FROM lotto_rounds WHERE status = 'open' ORDER BY closes_at DESC LIMIT 1"),
      items: [{ bet_type: '2top', number: '12', amount: 5 }],
    },
    'POST /api/lotto/bill/cancel': { bill_id: 999_999 },
    'POST /api/member/payment/generate_qr': { channel_id: channelId(up, 'promptpay'), amount: 500 },
    'POST /api/member/withdraw': { amount: 100 },
    'POST /api/promotion/accept': { promotion_id: one('SELECT id FROM promotions ORDER BY id LIMIT 1') },
    'POST /api/coupon/redeem': { code: 'NO-SUCH-CODE' },
    'POST /api/wheel/spin': {},
    'POST /api/wheel/spin_v2': {},
    'POST /api/wheel/reward': { spin_id: 999_999 },
    'POST /api/quest/redeem': { quest_id: 999_999 },
    'POST /api/event/quest': { event_id: 999_999, quest_id: 999_999 },
    'POST /api/redemption/redeem': { item_id: 999_999 },
    'POST /api/cashback/loss/claim': {},
    'POST /api/affiliate/redeem': {},
    'POST /api/poll/submit': { poll_id: pollId, choice_id: up.db.prepare('SELECT id FROM poll_choices WHERE poll_id = ? ORDER BY id LIMIT 1').pluck().get(pollId) },
    'POST /operator/credit': { username: member.input.username, amount: 25, reason: 'ทดสอบรหัสคำขอ' },
  };
}

/** Every row a keyed call may write, audit entries aside (an agent's repeat is recorded again: decision 0065). */
const WRITTEN = [
  'idempotency_keys', 'wallets', 'ledger_entries', 'member_points', 'point_entries', 'member_free_spins', 'free_spin_entries',
  'lotto_bills', 'lotto_bill_items', 'deposits', 'withdrawals', 'member_promotions', 'coupon_redemptions', 'wheel_seeds', 'wheel_spins',
  'quest_claims', 'redemptions', 'cashback_loss', 'affiliate_balances', 'affiliate_entries', 'poll_votes',
];
function writtenDigest(up: TestUpstream): string {
  const hash = createHash('sha256');
  for (const table of WRITTEN) for (const row of up.db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

describe('every call that takes an Idempotency-Key, as the upstream mounts it', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  const keyed = CALL_LIST.map(({ call }) => call).filter(takesIdempotencyKey);

  it('has a body here for each of them, so a new one cannot go untested', async () => {
    const bodies = keyedBodies(up, await up.register());
    expect(Object.keys(bodies).sort()).toEqual(keyed.map((call) => `${call.method} ${call.path}`).sort());
  });

  it('answers a repeated key with the first answer, moving nothing again, and refuses the key with another body', async () => {
    const member = await up.register();
    const memberId = memberIdOf(up, member);
    // Enough of every balance for the spends to go through: the first answers are payments where they can be.
    await up.operator(OPERATOR.credit, { username: member.input.username, amount: 1_000, reason: 'ทุนทดสอบ' });
    up.db.transaction(() => {
      postPoints(up.db, { memberId, amount: 1_000, kind: 'adjust', note: 'ทดสอบ', at: up.clock.now() });
      postFreeSpins(up.db, { memberId, amount: 1, kind: 'quest', ref: 'test:idempotency', at: up.clock.now() });
    })();
    const bodies = keyedBodies(up, member);
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
      expect(up.db.prepare('SELECT path FROM idempotency_keys WHERE scope = ? AND key = ?').get(scope, key), route).toEqual({ path: call.path });

      const before = writtenDigest(up);
      expect((await send(body)).body, route).toEqual(first.body);
      expect(writtenDigest(up), route).toBe(before);
      // The hash is of the body as sent: a key sent again with anything else is another request.
      expect((await send({ ...body, other: 1 })).body, route).toEqual({ error: ErrorCode.IDEMPOTENCY_CONFLICT, message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว' });
      expect(writtenDigest(up), route).toBe(before);
    }
    // Not only refusals: bills, spins, a deposit, a withdrawal and a credit were made once each.
    expect(paid).toBeGreaterThanOrEqual(6);
    assertLedgerConsistent(up);
  });
});
