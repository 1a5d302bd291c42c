/**
 * The agent's side of bank notifications (docs/decisions/0083): the
 * transfers by status, and the match of a waiting one to a member. The
 * conditional update from `waiting` is the claim (of two agents, one wins);
 * the member's pending deposit of that amount is paid, else a new bank
 * deposit of it, in the same transaction.
 */
import type { BankTransfer, BankTransferMatch, BankTransferStatus } from '#shared/api/bank-transfers.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { memberByUsername } from '../../auth/members.js';
import type { Ctx } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { OPERATOR_LIST_LIMIT, operatorPayment } from '../deposits.js';
import { pendingDeposit } from '../service.js';
import { creditTransfer } from '../slips/decide-slip.js';
import { toBankTransfer, transferById, transferQuery } from './transfer-rows.js';

export async function bankTransfers(ctx: Ctx, status: BankTransferStatus): Promise<BankTransfer[]> {
  const rows = await transferQuery(ctx.db).where('t.status', '=', status).orderBy('t.received_at', 'desc').orderBy('t.id', 'desc').limit(OPERATOR_LIST_LIMIT).execute();
  return rows.map(toBankTransfer);
}

export async function matchTransfer(ctx: Ctx, id: number, username: string): Promise<BankTransferMatch> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    const transfer = await ctx.db.selectFrom('bank_transfers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!transfer) throw new AppError(ErrorCode.BANK_TRANSFER_NOT_FOUND);
    const member = await memberByUsername(ctx.db, username);
    if (!member) throw new AppError(ErrorCode.MEMBER_NOT_FOUND);
    const claimed = await ctx.db
      .updateTable('bank_transfers')
      .set({ status: 'credited', member_id: member.id, reason: null, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new AppError(ErrorCode.BANK_TRANSFER_NOT_WAITING);
    const paid = await creditTransfer(ctx, member.id, await pendingDeposit(ctx, member.id, now), transfer.amount, null, now);
    await ctx.db.updateTable('bank_transfers').set({ deposit_id: paid.id }).where('id', '=', id).execute();
    return { transfer: (await transferById(ctx, id))!, payment: await operatorPayment(ctx, paid.ref) };
  });
}
