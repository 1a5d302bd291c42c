/**
 * What a checked slip does (docs/decisions/0082), decided in one transaction
 * with its ledger entries: a transfer the service found, to one of the site's
 * accounts, recent, and matching the pending deposit it was sent for (same
 * amount, made after it or at most `slipEarlyMs` before), credits that
 * deposit; with no deposit pending, a new bank deposit of the transfer's
 * amount is made and credited. Anything else waits for the agent with the
 * reason the member reads, or is refused when the service says the transfer
 * is not real or it is too old.
 */
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { AppError } from '#shared/envelope.js';
import type { Ctx } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { assertDepositAllowed } from '../../limits/guard.js';
import { thbWords } from '../amounts.js';
import { confirmDeposit, statusAt, type DepositRow } from '../deposits.js';
import { channelRows, insertPendingDeposit } from '../service.js';
import { siteAccountOf, type SiteAccount } from './receiver.js';
import type { SlipRow } from './slip-rows.js';
import type { SlipCheck, SlipTransfer } from './slip-types.js';
import { AGENT_WILL_CHECK } from './verifiers/reading.js';

/** A bank's clock and ours may differ a little; a transfer "from the future" beyond this is odd. */
const CLOCK_SKEW_MS = 10 * 60_000;

export const SLIP_REASONS = {
  noService: `เว็บยังไม่ได้เชื่อมต่อบริการตรวจสลิปอัตโนมัติ ${AGENT_WILL_CHECK}`,
  refMismatch: `เลขอ้างอิงที่ธนาคารแจ้งไม่ตรงกับ QR ในสลิป ${AGENT_WILL_CHECK}`,
  tooOld: errorEntry(ErrorCode.SLIP_TOO_OLD).message,
  oddTime: `เวลาโอนในสลิปผิดปกติ ${AGENT_WILL_CHECK}`,
  notOurAccount: `บัญชีผู้รับในสลิปไม่ใช่บัญชีของเว็บ ${AGENT_WILL_CHECK}`,
  depositPaid: `รายการฝากนี้ได้รับเงินแล้ว ${AGENT_WILL_CHECK}`,
  tooEarly: `สลิปนี้โอนก่อนสร้างรายการฝากนานเกินไป ${AGENT_WILL_CHECK}`,
  paidByHand: `มีรายการฝากยอดเดียวกันที่อนุมัติไปแล้ว ${AGENT_WILL_CHECK}`,
  amountMismatch: (slip: number, deposit: number) => `ยอดโอนในสลิป ${thbWords(slip)} บาท ไม่ตรงกับยอดแจ้งฝาก ${thbWords(deposit)} บาท ${AGENT_WILL_CHECK}`,
  outOfRange: (min: number, max: number) => `ยอดโอนอยู่นอกช่วงที่รับฝาก (${thbWords(min)} ถึง ${thbWords(max)} บาท) ${AGENT_WILL_CHECK}`,
  limited: (message: string) => `${message} ${AGENT_WILL_CHECK}`,
} as const;

type Plan =
  | { status: 'review' | 'refused'; reason: string }
  | { status: 'credited'; deposit: DepositRow | undefined; account: SiteAccount; transfer: SlipTransfer };

const review = (reason: string): Plan => ({ status: 'review', reason });

/** Decides a slip still `checking` with the service's answer (null: no service). Nothing happens to a slip the agent decided meanwhile. */
export async function decideCheckedSlip(ctx: Ctx, slipId: number, check: SlipCheck | null, serviceName: string | null): Promise<void> {
  await inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    const slip = await ctx.db.selectFrom('slips').selectAll().where('id', '=', slipId).executeTakeFirstOrThrow();
    if (slip.status !== 'checking') return;
    const deposit = slip.deposit_id === null ? undefined : await ctx.db.selectFrom('deposits').selectAll().where('id', '=', slip.deposit_id).executeTakeFirst();
    const plan = await planOf(ctx, slip, deposit, check, now);
    const transfer = check?.outcome === 'found' ? check.transfer : undefined;
    // The claim: of this and an agent deciding a stale check, one wins (the agent's update is conditional too).
    const claimed = await ctx.db
      .updateTable('slips')
      .set({
        status: plan.status,
        reason: plan.status === 'credited' ? null : plan.reason,
        service: check ? serviceName : null,
        service_outcome: check?.outcome ?? null,
        service_answer: check ? JSON.stringify(check.raw ?? null) : null,
        amount: transfer?.amount ?? null,
        paid_at: transfer?.paidAt ?? null,
        sender: transfer ? JSON.stringify(transfer.sender) : null,
        receiver: transfer ? JSON.stringify(transfer.receiver) : null,
        decided_at: plan.status === 'review' ? null : now,
      })
      .where('id', '=', slip.id)
      .where('status', '=', 'checking')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0 || plan.status !== 'credited') return;
    const paid = await creditTransfer(ctx, slip.member_id, plan.deposit, plan.transfer.amount, plan.account, now);
    await ctx.db.updateTable('slips').set({ deposit_id: paid.id }).where('id', '=', slip.id).execute();
  });
}

async function planOf(ctx: Ctx, slip: SlipRow, deposit: DepositRow | undefined, check: SlipCheck | null, now: number): Promise<Plan> {
  if (!check) return review(SLIP_REASONS.noService);
  if (check.outcome === 'refused') return { status: 'refused', reason: check.message };
  if (check.outcome === 'unavailable') return review(check.message);
  const { transfer } = check;
  // The service answers for the reference it was given; a different one is a fault to look at, not to pay.
  if (transfer.transRef !== slip.trans_ref) return review(SLIP_REASONS.refMismatch);
  const { slipMaxAgeMs, slipEarlyMs } = ctx.settings.payment;
  if (transfer.paidAt < now - slipMaxAgeMs) return { status: 'refused', reason: SLIP_REASONS.tooOld };
  if (transfer.paidAt > now + CLOCK_SKEW_MS) return review(SLIP_REASONS.oddTime);
  const account = await siteAccountOf(ctx, transfer.receiver);
  if (!account) return review(SLIP_REASONS.notOurAccount);
  const depositStatus = deposit && statusAt(deposit, now);
  if (depositStatus === 'paid') return review(SLIP_REASONS.depositPaid);
  if (deposit && depositStatus === 'pending') {
    if (transfer.paidAt < deposit.created_at - slipEarlyMs) return review(SLIP_REASONS.tooEarly);
    if (transfer.amount !== deposit.amount) return review(SLIP_REASONS.amountMismatch(transfer.amount, deposit.amount));
    return { status: 'credited', deposit, account, transfer };
  }
  // No deposit waits for it: a new one, unless the agent may already have paid this transfer by hand.
  if (await paidByHandLately(ctx, slip.member_id, transfer.amount, now)) return review(SLIP_REASONS.paidByHand);
  const channel = (await channelRows(ctx)).find((row) => row.code === 'bank');
  if (channel && (transfer.amount < channel.min_amount || transfer.amount > channel.max_amount)) {
    return review(SLIP_REASONS.outOfRange(channel.min_amount, channel.max_amount));
  }
  try {
    await assertDepositAllowed(ctx, slip.member_id, transfer.amount, now);
  } catch (error) {
    if (error instanceof AppError) return review(SLIP_REASONS.limited(error.message));
    throw error;
  }
  return { status: 'credited', deposit: undefined, account, transfer };
}

/** A deposit of this amount paid in the slip window with no slip of its own: the agent confirmed a transfer by hand. */
async function paidByHandLately(ctx: Ctx, memberId: number, amount: number, now: number): Promise<boolean> {
  const found = await ctx.db
    .selectFrom('deposits as d')
    .select('d.id')
    .where('d.member_id', '=', memberId)
    .where('d.status', '=', 'paid')
    .where('d.amount', '=', amount)
    .where('d.paid_at', '>=', now - ctx.settings.payment.slipMaxAgeMs)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('slips as s').select('s.id').whereRef('s.deposit_id', '=', 'd.id'))))
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Pays `amount` as a deposit inside the caller's transaction: the pending one
 * when it is still pending with that amount, else a new bank deposit made and
 * paid at once (the agent's account the transfer reached is its sub-channel).
 */
export async function creditTransfer(
  ctx: Ctx,
  memberId: number,
  deposit: DepositRow | undefined,
  amount: number,
  account: SiteAccount | null,
  now: number,
): Promise<DepositRow> {
  if (deposit && deposit.amount === amount && statusAt(deposit, now) === 'pending') return confirmDeposit(ctx, deposit, now);
  const channel = (await channelRows(ctx)).find((row) => row.code === 'bank') ?? (deposit && { id: deposit.channel_id });
  if (!channel) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
  const subChannelId = account?.kind === 'bank' ? account.id : null;
  const row = await insertPendingDeposit(ctx, { memberId, channelId: channel.id, subChannelId, amount, payload: null }, now);
  return confirmDeposit(ctx, row, now);
}
