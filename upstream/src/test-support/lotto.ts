/** Helpers for lotto and yeekee tests on a real upstream (test-support/upstream.ts). */
import type { LottoRound } from '#shared/api/lotto/rounds.js';
import type { Bill, BillCreateResponse, BillRequest } from '#shared/api/lotto/bills.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { expect } from 'vitest';
import type { Ctx } from '../context.js';
import type { RoundRow } from '../lotto/rounds.js';
import { resolveSettings, type UpstreamSettingsInput } from '../settings.js';
import type { RegisteredMember, Reply, TestUpstream } from './upstream.js';

/** A service context over the test upstream's database and clock, for calling services directly. */
export function ctxOf(up: TestUpstream, settings: UpstreamSettingsInput = {}): Ctx {
  return { db: up.db, clock: up.clock, settings: resolveSettings(settings) };
}

export async function categoryId(up: TestUpstream, code: string): Promise<number> {
  const category = await up.db.selectFrom('lotto_categories').select('id').where('code', '=', code).executeTakeFirst();
  if (!category) throw new Error(`no category ${code}`);
  return category.id;
}

/** The category's round that is open (by the database) and closes soonest. */
export async function openRound(up: TestUpstream, code: string): Promise<RoundRow> {
  const round = await up.db
    .selectFrom('lotto_rounds')
    .selectAll()
    .where('category_id', '=', await categoryId(up, code))
    .where('status', '=', 'open')
    .orderBy('closes_at')
    .limit(1)
    .executeTakeFirst();
  if (!round) throw new Error(`no open round of ${code}`);
  return round as RoundRow;
}

export async function roundRow(up: TestUpstream, roundId: number): Promise<RoundRow> {
  return (await up.db.selectFrom('lotto_rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow()) as RoundRow;
}

export async function fund(up: TestUpstream, member: RegisteredMember, thb: number): Promise<void> {
  const reply = await up.operator(OPERATOR.credit, { username: member.input.username, amount: thb, reason: 'เติมเครดิตทดสอบ' });
  expect(reply.body.error).toBe(0);
}

export async function fundedMember(up: TestUpstream, thb: number): Promise<RegisteredMember> {
  const member = await up.register();
  if (thb > 0) await fund(up, member, thb);
  return member;
}

export function createBill(
  up: TestUpstream,
  member: RegisteredMember,
  body: BillRequest,
  key?: string,
): Promise<Reply<BillCreateResponse>> {
  return up.post<BillCreateResponse>(API.lotto.billCreate, body, { token: member.token, headers: key ? { 'idempotency-key': key } : {} });
}

/** Creates a bill that must succeed. */
export async function placeBill(up: TestUpstream, member: RegisteredMember, body: BillRequest): Promise<BillCreateResponse> {
  const reply = await createBill(up, member, body);
  expect(reply.body, JSON.stringify(reply.body).slice(0, 300)).toMatchObject({ error: 0 });
  return reply.body.data!;
}

export async function billOf(up: TestUpstream, member: RegisteredMember, billId: number): Promise<Bill> {
  const reply = await up.get<Bill>(API.lotto.billDetail, { token: member.token, query: { bill_id: billId } });
  expect(reply.body.error).toBe(0);
  return reply.body.data!;
}

export async function wireRound(up: TestUpstream, roundId: number): Promise<LottoRound> {
  const reply = await up.get<{ round: LottoRound }>(API.lotto.round, { query: { round_id: roundId } });
  expect(reply.body.error).toBe(0);
  return reply.body.data!.round;
}

/** Satang balance of a member's wallet (1 main, 2 bonus). */
export async function balanceOf(up: TestUpstream, member: RegisteredMember, type: 1 | 2 = 1): Promise<number> {
  const wallet = await up.db
    .selectFrom('wallets')
    .innerJoin('members', 'members.id', 'wallets.member_id')
    .select('wallets.balance')
    .where('wallets.type', '=', type)
    .where('members.username', '=', member.input.username)
    .executeTakeFirstOrThrow();
  return wallet.balance;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
