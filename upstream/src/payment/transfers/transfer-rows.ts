/** Bank notification rows and their wire shape (docs/decisions/0083). */
import type { BankTransfer, BankTransferStatus } from '#shared/api/bank-transfers.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/transaction.js';
import { wireTime } from '#shared/dates/calendar.js';

export function transferQuery(db: Db) {
  return db
    .selectFrom('bank_transfers as t')
    .leftJoin('members as m', 'm.id', 't.member_id')
    .leftJoin('deposits as d', 'd.id', 't.deposit_id')
    .selectAll('t')
    .select(['m.username', 'd.ref as deposit_ref']);
}

type TransferView = Awaited<ReturnType<ReturnType<typeof transferQuery>['executeTakeFirstOrThrow']>>;

export function toBankTransfer(row: TransferView): BankTransfer {
  return {
    id: row.id,
    reference: row.reference,
    bank_code: row.bank_code,
    account_no: row.account_no,
    amount: satangToThb(row.amount),
    paid_at: wireTime(row.paid_at),
    sender_bank: row.sender_bank,
    sender_account: row.sender_account,
    status: row.status as BankTransferStatus,
    reason: row.reason,
    username: row.username,
    deposit_ref: row.deposit_ref,
    received_at: wireTime(row.received_at),
  };
}

export async function transferById(ctx: Ctx, id: number): Promise<BankTransfer | undefined> {
  const row = await transferQuery(ctx.db).where('t.id', '=', id).executeTakeFirst();
  return row && toBankTransfer(row);
}
