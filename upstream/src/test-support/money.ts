/** Helpers for deposit, withdraw, promotion and coupon tests on a real upstream (test-support/upstream.ts). */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { OperatorPaymentDecision } from '#shared/api/operator.js';
import type { GenerateQrResponse, PaymentChannel, PaymentChannelCode } from '#shared/api/payment.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { readBooks, unbalanced } from '../ledger/books.js';
import type { RegisteredMember, Reply, TestUpstream } from './upstream.js';

export async function channelId(up: TestUpstream, code: PaymentChannelCode): Promise<number> {
  return (await up.db.selectFrom('payment_channels').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function generateQr(
  up: TestUpstream,
  member: RegisteredMember,
  amount: number,
  options: { channel?: PaymentChannelCode; key?: string; sub_channel_id?: number } = {},
): Promise<Reply<GenerateQrResponse>> {
  const body = { channel_id: await channelId(up, options.channel ?? 'promptpay'), amount, sub_channel_id: options.sub_channel_id };
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

export async function memberIdOf(up: TestUpstream, member: RegisteredMember): Promise<number> {
  return (await up.db.selectFrom('members').select('id').where('username', '=', member.input.username).executeTakeFirstOrThrow()).id;
}

/** Every wallet, points and free-spin balance equals the sum of its entries, and no wallet went below zero. Any handle on the database will do (a test of several processes has no TestUpstream). */
export async function expectBooksBalance(up: Pick<TestUpstream, 'db'>): Promise<void> {
  expect(unbalanced(await readBooks(up.db))).toEqual([]);
  const lowest = await up.db.selectFrom('ledger_entries').select(sql<number | null>`MIN(balance_after)`.as('lowest')).executeTakeFirstOrThrow();
  expect(lowest.lowest ?? 0).toBeGreaterThanOrEqual(0);
}

export async function channels(up: TestUpstream, member: RegisteredMember): Promise<PaymentChannel[]> {
  const reply = await up.get<PaymentChannel[]>(API.payment.channels, { token: member.token });
  expect(reply.body.error).toBe(0);
  return reply.body.data!;
}
