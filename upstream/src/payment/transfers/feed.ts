/**
 * Bank notifications (docs/decisions/0083): a statement feed's incoming
 * transfers, each in a transaction of its own. The bank's reference is
 * unique: a transfer reported again answers as it stands and moves nothing.
 * A new one into one of the site's accounts, recent, whose sender account
 * (masked, as statements show it) is the registered account of exactly one
 * member with a pending deposit of that amount, pays that deposit at once;
 * anything else waits for the agent, with the reason.
 */
import type { z } from 'zod';
import type { BankTransfersResponse, ZBankTransfersRequest } from '#shared/api/bank-transfers.js';
import { BANK_NUMBERS, type BankCode } from '#shared/banks.js';
import type { Ctx } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { confirmDeposit, depositByRef, type DepositRow } from '../deposits.js';
import { maskedMatches } from '../slips/receiver.js';
import { toBankTransfer, transferQuery } from './transfer-rows.js';

type Incoming = z.output<typeof ZBankTransfersRequest>['transfers'][number];

export const TRANSFER_REASONS = {
  notOurAccount: 'บัญชีรับเงินนี้ไม่ใช่บัญชีของเว็บ',
  tooOld: 'รายการเงินเข้านี้เก่าเกินกว่าที่เว็บเติมให้อัตโนมัติ',
  noSender: 'รายการเดินบัญชีไม่แสดงบัญชีผู้โอน',
  noMatch: 'ไม่พบสมาชิกที่มีรายการฝากรอชำระยอดนี้จากบัญชีผู้โอนนี้',
  manyMatches: 'บัญชีผู้โอนนี้ตรงกับสมาชิกมากกว่าหนึ่งคน',
} as const;

export async function feedTransfers(ctx: Ctx, transfers: Incoming[]): Promise<BankTransfersResponse> {
  const answers: BankTransfersResponse['transfers'] = [];
  for (const transfer of transfers) answers.push(await feedOne(ctx, transfer));
  return { transfers: answers };
}

async function feedOne(ctx: Ctx, transfer: Incoming): Promise<BankTransfersResponse['transfers'][number]> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    const paidAt = Date.parse(transfer.paid_at);
    const stored = await ctx.db
      .insertInto('bank_transfers')
      .values({
        reference: transfer.reference,
        bank_code: transfer.bank_code,
        account_no: transfer.account_no,
        amount: transfer.amount,
        paid_at: paidAt,
        sender_bank: transfer.sender_bank ?? null,
        sender_account: transfer.sender_account ?? null,
        status: 'waiting',
        received_at: now,
      })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) {
      const first = await transferQuery(ctx.db).where('t.reference', '=', transfer.reference).executeTakeFirstOrThrow();
      return { ...toBankTransfer(first), repeated: true };
    }
    const matched = await matchOf(ctx, transfer, paidAt, now);
    if ('deposit' in matched) {
      const paid = await confirmDeposit(ctx, matched.deposit, now);
      await ctx.db
        .updateTable('bank_transfers')
        .set({ status: 'credited', member_id: paid.member_id, deposit_id: paid.id, decided_at: now })
        .where('id', '=', stored.id)
        .execute();
    } else {
      await ctx.db.updateTable('bank_transfers').set({ reason: matched.reason }).where('id', '=', stored.id).execute();
    }
    return { ...toBankTransfer(await transferQuery(ctx.db).where('t.id', '=', stored.id).executeTakeFirstOrThrow()), repeated: false };
  });
}

async function matchOf(ctx: Ctx, transfer: Incoming, paidAt: number, now: number): Promise<{ deposit: DepositRow } | { reason: string }> {
  const accounts = await ctx.db.selectFrom('agent_bank_accounts').select(['bank_code', 'account_no']).execute();
  const digits = (text: string) => text.replace(/\D/g, '');
  const ours = accounts.some((a) => BANK_NUMBERS[a.bank_code as BankCode] === transfer.bank_code && digits(a.account_no) === digits(transfer.account_no));
  if (!ours) return { reason: TRANSFER_REASONS.notOurAccount };
  if (paidAt < now - ctx.settings.payment.slipMaxAgeMs) return { reason: TRANSFER_REASONS.tooOld };
  const sender = transfer.sender_account;
  if (!sender) return { reason: TRANSFER_REASONS.noSender };
  // Only members waiting on a deposit of this very amount can be the sender: a short list to match masked numbers against.
  const waiting = await ctx.db
    .selectFrom('deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select(['d.ref', 'd.member_id', 'm.bank_code as member_bank', 'm.bank_account_no', 'm.sub_bank_code', 'm.sub_bank_account_no'])
    .where('d.status', '=', 'pending')
    .where('d.expires_at', '>', now)
    .where('d.amount', '=', transfer.amount)
    .orderBy('d.created_at')
    .execute();
  const fromSender = (bank: string | null, account: string | null) =>
    account !== null && (!transfer.sender_bank || (bank !== null && BANK_NUMBERS[bank as BankCode] === transfer.sender_bank)) && maskedMatches(sender, account);
  const candidates = waiting.filter((row) => fromSender(row.member_bank, row.bank_account_no) || fromSender(row.sub_bank_code, row.sub_bank_account_no));
  const members = new Set(candidates.map((row) => row.member_id));
  if (members.size === 0) return { reason: TRANSFER_REASONS.noMatch };
  if (members.size > 1) return { reason: TRANSFER_REASONS.manyMatches };
  return { deposit: (await depositByRef(ctx, candidates[0]!.ref))! };
}
