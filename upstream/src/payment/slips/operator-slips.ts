/**
 * The agent's slip review (docs/decisions/0082): slips by status, one with
 * its image and the service's answer, and the decision. A confirmation pays
 * the amount the agent saw arrive, once: the slip's conditional update is
 * the claim (of two agents, or an agent and a late service answer, one
 * wins), then the pending deposit it was sent for is paid when its amount is
 * the same, else a new bank deposit of that amount, in the same transaction.
 */
import type { OperatorSlip, OperatorSlipDetail, SlipDecision, SlipStatus } from '#shared/api/payment-slips.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Satang } from '#shared/money.js';
import type { Ctx } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { OPERATOR_LIST_LIMIT, operatorPayment } from '../deposits.js';
import { creditTransfer } from './decide-slip.js';
import { siteAccountOf } from './receiver.js';
import { slipById, slipQuery, STALE_CHECK_MS, toOperatorSlip, type SlipView } from './slip-rows.js';
import type { SlipParty } from './slip-types.js';

export async function operatorSlips(ctx: Ctx, status: SlipStatus): Promise<OperatorSlip[]> {
  const now = ctx.clock.now();
  const stale = now - STALE_CHECK_MS;
  const rows = await slipQuery(ctx.db)
    .where((eb) => {
      const checking = (op: '>' | '<=') => eb.and([eb('s.status', '=', 'checking'), eb('s.created_at', op, stale)]);
      if (status === 'review') return eb.or([eb('s.status', '=', 'review'), checking('<=')]);
      if (status === 'checking') return checking('>');
      return eb('s.status', '=', status);
    })
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(OPERATOR_LIST_LIMIT)
    .execute();
  return rows.map((row) => toOperatorSlip(row, now));
}

async function requireSlip(ctx: Ctx, id: number): Promise<SlipView> {
  const row = await slipById(ctx, id);
  if (!row) throw new AppError(ErrorCode.SLIP_NOT_FOUND);
  return row;
}

export async function operatorSlip(ctx: Ctx, id: number): Promise<OperatorSlipDetail> {
  const slip = toOperatorSlip(await requireSlip(ctx, id), ctx.clock.now());
  const image = await ctx.db.selectFrom('slip_images').selectAll().where('slip_id', '=', id).executeTakeFirst();
  return { slip, image: image ? `data:${image.content_type};base64,${Buffer.from(image.bytes).toString('base64')}` : null };
}

/** The statuses an agent may decide: waiting, refused by the service (the agent may know better), or a check that never finished. */
async function claimForAgent(ctx: Ctx, id: number, status: 'credited' | 'rejected', reason: string | null, now: number): Promise<SlipView> {
  const row = await requireSlip(ctx, id);
  const claimed = await ctx.db
    .updateTable('slips')
    .set({ status, reason, decided_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', 'in', ['review', 'refused']), eb.and([eb('status', '=', 'checking'), eb('created_at', '<=', now - STALE_CHECK_MS)])]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new AppError(ErrorCode.SLIP_NOT_IN_REVIEW);
  return row;
}

export async function confirmSlip(ctx: Ctx, id: number, amount: Satang): Promise<SlipDecision> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    const slip = await claimForAgent(ctx, id, 'credited', null, now);
    const deposit = slip.deposit_id === null ? undefined : await ctx.db.selectFrom('deposits').selectAll().where('id', '=', slip.deposit_id).executeTakeFirst();
    const receiver = slip.receiver === null ? null : (JSON.parse(slip.receiver) as SlipParty);
    const account = receiver && (await siteAccountOf(ctx, receiver));
    const paid = await creditTransfer(ctx, slip.member_id, deposit, amount, account, now);
    await ctx.db.updateTable('slips').set({ deposit_id: paid.id }).where('id', '=', id).execute();
    return { slip: toOperatorSlip((await slipById(ctx, id))!, now), payment: await operatorPayment(ctx, paid.ref) };
  });
}

export async function rejectSlip(ctx: Ctx, id: number, reason: string | null): Promise<SlipDecision> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    await claimForAgent(ctx, id, 'rejected', reason ?? 'เจ้าหน้าที่ตรวจสอบแล้วไม่พบยอดโอนนี้', now);
    return { slip: toOperatorSlip((await slipById(ctx, id))!, now), payment: null };
  });
}
