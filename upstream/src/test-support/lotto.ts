/** Helpers for lotto and yeekee tests on a real upstream (test-support/upstream.ts). */
import type { LottoRound } from '@shared/api/lotto/rounds.js';
import type { Bill, BillCreateResponse, BillRequest } from '@shared/api/lotto/bills.js';
import { API, OPERATOR } from '@shared/api/paths.js';
import { expect } from 'vitest';
import type { Ctx } from '../context.js';
import type { RoundRow } from '../lotto/rounds.js';
import { resolveSettings, type UpstreamSettingsInput } from '../settings.js';
import type { RegisteredMember, Reply, TestUpstream } from './upstream.js';

/** A service context over the test upstream's database and clock, for calling services directly. */
export function ctxOf(up: TestUpstream, settings: UpstreamSettingsInput = {}): Ctx {
  return { db: up.db, clock: up.clock, settings: resolveSettings(settings) };
}

export function categoryId(up: TestUpstream, code: string): number {
  const id = up.db.prepare('SELECT id FROM lotto_categories WHERE code = ?').pluck().get(code) as number | undefined;
  if (id === undefined) throw new Error(`no category ${code}`);
  return id;
}

/** The category's round that is open (by the database) and closes soonest. */
export function openRound(up: TestUpstream, code: string): RoundRow {
  const round = up.db
    .prepare(`SELECT * FROM lotto_rounds WHERE category_id = ? AND status = 'open' ORDER BY closes_at LIMIT 1`)
    .get(categoryId(up, code)) as RoundRow | undefined;
  if (!round) throw new Error(`no open round of ${code}`);
  return round;
}

export function roundRow(up: TestUpstream, roundId: number): RoundRow {
  return up.db.prepare('SELECT * FROM lotto_rounds WHERE id = ?').get(roundId) as RoundRow;
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
export function balanceOf(up: TestUpstream, member: RegisteredMember, type: 1 | 2 = 1): number {
  return up.db
    .prepare('SELECT balance FROM wallets WHERE type = ? AND member_id = (SELECT id FROM members WHERE username = ?)')
    .pluck()
    .get(type, member.input.username) as number;
}

/** Every wallet's ledger sums to its balance, with no balance_after below zero. */
export function expectLedgerConsistent(up: TestUpstream): void {
  const rows = up.db
    .prepare(
      `SELECT w.id, w.balance, COALESCE(SUM(e.amount), 0) AS total, COALESCE(MIN(e.balance_after), 0) AS lowest
       FROM wallets w LEFT JOIN ledger_entries e ON e.wallet_id = w.id GROUP BY w.id`,
    )
    .all() as { id: number; balance: number; total: number; lowest: number }[];
  for (const row of rows) {
    expect(row.total, `wallet ${row.id}`).toBe(row.balance);
    expect(row.lowest).toBeGreaterThanOrEqual(0);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
