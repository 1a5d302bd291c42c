import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditResponse } from '@shared/api/operator.js';
import { OPERATOR } from '@shared/api/paths.js';
import { ErrorCode } from '@shared/errors.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';
import { postEntry } from './ledger.js';

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
