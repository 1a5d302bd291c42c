/**
 * Slip rows and their wire shapes: the member's (status and reason) and the
 * agent's (the service's answer and the parties). A slip still `checking`
 * long after the service should have answered (the process stopped while it
 * asked) reads as waiting for the agent, who may decide it.
 */
import type { Selectable } from 'kysely';
import type { MemberSlip, OperatorSlip, SlipStatus } from '#shared/api/payment-slips.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/transaction.js';
import { wireTime } from '#shared/dates/calendar.js';
import type { SlipParty } from './slip-types.js';
import { AGENT_WILL_CHECK } from './verifiers/reading.js';

export type SlipRow = Selectable<DB['slips']>;

/** Longer than any service's attempts take (verifiers/attempts.ts: three of 8 s with their waits). */
export const STALE_CHECK_MS = 2 * 60_000;

/** The status as of `now`: a check that never finished reads as waiting for the agent. */
export function slipStatusAt(row: Pick<SlipRow, 'status' | 'created_at'>, now: number): SlipStatus {
  const status = row.status as SlipStatus;
  return status === 'checking' && row.created_at <= now - STALE_CHECK_MS ? 'review' : status;
}

/** Slips with their member's name and the deposit they credited or were sent for. */
export function slipQuery(db: Db) {
  return db
    .selectFrom('slips as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('deposits as d', 'd.id', 's.deposit_id')
    .selectAll('s')
    .select(['m.username', 'd.ref as deposit_ref', 'd.amount as deposit_amount']);
}

export type SlipView = Awaited<ReturnType<ReturnType<typeof slipQuery>['executeTakeFirstOrThrow']>>;

export function toMemberSlip(row: SlipView, now: number): MemberSlip {
  const status = slipStatusAt(row, now);
  return {
    id: row.id,
    trans_ref: row.trans_ref,
    status,
    reason: status === 'review' && row.status === 'checking' ? AGENT_WILL_CHECK : row.reason,
    amount: row.amount === null ? null : satangToThb(row.amount),
    paid_at: row.paid_at === null ? null : wireTime(row.paid_at),
    deposit_ref: row.deposit_ref,
    created_at: wireTime(row.created_at),
    decided_at: row.decided_at === null ? null : wireTime(row.decided_at),
  };
}

const party = (json: string | null): SlipParty | null => {
  if (json === null) return null;
  const { bankCode, name, account, proxy } = JSON.parse(json) as SlipParty;
  return { bankCode, name, account, proxy };
};
const wireParty = (value: SlipParty | null) =>
  value && { bank_code: value.bankCode, name: value.name, account: value.account, proxy: value.proxy };

export function toOperatorSlip(row: SlipView, now: number): OperatorSlip {
  return {
    ...toMemberSlip(row, now),
    username: row.username,
    source: row.source as OperatorSlip['source'],
    sending_bank: row.sending_bank,
    deposit_amount: row.deposit_amount === null ? null : satangToThb(row.deposit_amount),
    service:
      row.service === null || row.service_outcome === null
        ? null
        : { name: row.service, outcome: row.service_outcome as 'found' | 'refused' | 'unavailable', answer: row.service_answer ?? 'null' },
    sender: wireParty(party(row.sender)),
    receiver: wireParty(party(row.receiver)),
  };
}

export async function slipById(ctx: Ctx, id: number): Promise<SlipView | undefined> {
  return slipQuery(ctx.db).where('s.id', '=', id).executeTakeFirst();
}

export async function slipByRef(ctx: Ctx, transRef: string): Promise<SlipView | undefined> {
  return slipQuery(ctx.db).where('s.trans_ref', '=', transRef).executeTakeFirst();
}

export const MEMBER_SLIPS_SHOWN = 20;

export async function memberSlips(ctx: Ctx, memberId: number): Promise<MemberSlip[]> {
  const now = ctx.clock.now();
  const rows = await slipQuery(ctx.db).where('s.member_id', '=', memberId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(MEMBER_SLIPS_SHOWN).execute();
  return rows.map((row) => toMemberSlip(row, now));
}
