/**
 * Which wallet pays a bill and where its money goes back (docs/decisions/0013):
 * the main wallet first, the bonus wallet for the rest; a refund returns each
 * part to the wallet it came from, so a refund never turns bonus credit into
 * withdrawable money. Runs inside the caller's transaction.
 */
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { LedgerKind } from '#shared/api/member.js';
import { WalletType } from '#shared/constants.js';
import type { Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { post } from '../ledger/post.js';

async function walletsByType(ctx: Ctx, memberId: number) {
  const rows = await ctx.db.selectFrom('wallets').select(['id', 'type', 'balance']).where('member_id', '=', memberId).execute();
  const main = rows.find((w) => w.type === WalletType.MAIN);
  const bonus = rows.find((w) => w.type === WalletType.BONUS);
  if (!main || !bonus) throw new Error(`member ${memberId} lacks a wallet`);
  return { main, bonus };
}

export async function mainWalletId(ctx: Ctx, memberId: number): Promise<number> {
  return (await walletsByType(ctx, memberId)).main.id;
}

export interface Payment {
  paidMain: Satang;
  paidBonus: Satang;
}

/** A split of a total over the wallets, with the wallets that pay it. */
export interface PaymentPlan extends Payment {
  mainWalletId: number;
  bonusWalletId: number;
}

/**
 * How a total splits over the wallets; refuses when both together fall short.
 * The balances read stay true until the debit: the member's calls run one at a
 * time under their row lock (http/idempotency.ts), and post() guards anyway.
 */
export async function planPayment(ctx: Ctx, memberId: number, total: Satang): Promise<PaymentPlan> {
  const { main, bonus } = await walletsByType(ctx, memberId);
  const paidMain = Math.min(main.balance, total);
  const paidBonus = total - paidMain;
  if (paidBonus > bonus.balance) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
  return { paidMain, paidBonus, mainWalletId: main.id, bonusWalletId: bonus.id };
}

/** Debits the planned split; the ledger's guard still refuses a balance below zero. */
export async function postPayment(ctx: Ctx, plan: PaymentPlan, ref: string, at: number): Promise<void> {
  if (plan.paidMain > 0) await post(ctx.db, { balance: 'money', walletId: plan.mainWalletId, amount: -plan.paidMain, kind: 'bet', ref, at });
  if (plan.paidBonus > 0) await post(ctx.db, { balance: 'money', walletId: plan.bonusWalletId, amount: -plan.paidBonus, kind: 'bet', ref, at });
}

export async function refundPayment(ctx: Ctx, memberId: number, payment: Payment, ref: string, note: string, at: number): Promise<void> {
  const { main, bonus } = await walletsByType(ctx, memberId);
  const kind: LedgerKind = 'refund';
  if (payment.paidMain > 0) await post(ctx.db, { balance: 'money', walletId: main.id, amount: payment.paidMain, kind, ref, note, at });
  if (payment.paidBonus > 0) await post(ctx.db, { balance: 'money', walletId: bonus.id, amount: payment.paidBonus, kind, ref, note, at });
}
