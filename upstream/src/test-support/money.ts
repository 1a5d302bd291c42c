/** Helpers for deposit, withdraw, promotion and coupon tests on a real upstream (test-support/upstream.ts). */
import { expect } from 'vitest';
import type { OperatorPaymentDecision } from '@shared/api/operator.js';
import type { GenerateQrResponse, PaymentChannel, PaymentChannelCode } from '@shared/api/payment.js';
import { API, OPERATOR } from '@shared/api/paths.js';
import { expectLedgerConsistent } from './lotto.js';
import type { RegisteredMember, Reply, TestUpstream } from './upstream.js';

export function channelId(up: TestUpstream, code: PaymentChannelCode): number {
  return up.db.prepare('SELECT id FROM payment_channels WHERE code = ?').pluck().get(code) as number;
}

export function generateQr(
  up: TestUpstream,
  member: RegisteredMember,
  amount: number,
  options: { channel?: PaymentChannelCode; key?: string; sub_channel_id?: number } = {},
): Promise<Reply<GenerateQrResponse>> {
  const body = { channel_id: channelId(up, options.channel ?? 'promptpay'), amount, sub_channel_id: options.sub_channel_id };
  return up.post<GenerateQrResponse>(API.payment.generateQr, body, {
    token: member.token,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

/** Makes a pending deposit that must succeed; answers its ref. */
export async function pendingDeposit(up: TestUpstream, member: RegisteredMember, amount: number, channel?: PaymentChannelCode): Promise<string> {
  const reply = await generateQr(up, member, amount, { channel });
  expect(reply.body, JSON.stringify(reply.body).slice(0, 300)).toMatchObject({ error: 0 });
  return reply.body.data!.ref;
}

export function confirm(up: TestUpstream, ref: string): Promise<Reply<OperatorPaymentDecision>> {
  return up.operator<OperatorPaymentDecision>(`${OPERATOR.payments}/${ref}/confirm`);
}

/** A deposit made and confirmed by the agent. */
export async function deposit(up: TestUpstream, member: RegisteredMember, amount: number): Promise<string> {
  const ref = await pendingDeposit(up, member, amount);
  const reply = await confirm(up, ref);
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return ref;
}

export function memberIdOf(up: TestUpstream, member: RegisteredMember): number {
  return up.db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(member.input.username) as number;
}

/** Every wallet, points and free-spin balance equals the sum of its entries. */
export function expectBooksBalance(up: TestUpstream): void {
  expectLedgerConsistent(up);
  const points = up.db
    .prepare(
      `SELECT p.member_id, p.balance, COALESCE((SELECT SUM(amount) FROM point_entries e WHERE e.member_id = p.member_id), 0) AS total
       FROM member_points p`,
    )
    .all() as { member_id: number; balance: number; total: number }[];
  for (const row of points) expect(row.total, `points of ${row.member_id}`).toBe(row.balance);
  const spins = up.db
    .prepare(
      `SELECT s.member_id, s.balance, COALESCE((SELECT SUM(amount) FROM free_spin_entries e WHERE e.member_id = s.member_id), 0) AS total
       FROM member_free_spins s`,
    )
    .all() as { member_id: number; balance: number; total: number }[];
  for (const row of spins) expect(row.total, `spins of ${row.member_id}`).toBe(row.balance);
}

export async function channels(up: TestUpstream, member: RegisteredMember): Promise<PaymentChannel[]> {
  const reply = await up.get<PaymentChannel[]>(API.payment.channels, { token: member.token });
  expect(reply.body.error).toBe(0);
  return reply.body.data!;
}
