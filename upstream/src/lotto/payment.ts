/**
 * Which wallet pays a bill and where its money goes back (docs/decisions/0013):
 * the main wallet first, the bonus wallet for the rest; a refund returns each
 * part to the wallet it came from, so a refund never turns bonus credit into
 * withdrawable money. Runs inside the caller's transaction.
 */
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { LedgerKind } from '@shared/api/member.js';
import { WalletType } from '@shared/constants.js';
import type { Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';

interface WalletRow {
  id: number;
  type: WalletType;
  balance: number;
}

function walletsByType(ctx: Ctx, memberId: number): { main: WalletRow; bonus: WalletRow } {
  const rows = stmt<[number], WalletRow>(ctx.db, 'SELECT id, type, balance FROM wallets WHERE member_id = ?').all(memberId);
  const main = rows.find((w) => w.type === WalletType.MAIN);
  const bonus = rows.find((w) => w.type === WalletType.BONUS);
  if (!main || !bonus) throw new Error(`member ${memberId} lacks a wallet`);
  return { main, bonus };
}

export function mainWalletId(ctx: Ctx, memberId: number): number {
  return walletsByType(ctx, memberId).main.id;
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

/** How a total splits over the wallets; refuses when both together fall short. */
export function planPayment(ctx: Ctx, memberId: number, total: Satang): PaymentPlan {
  const { main, bonus } = walletsByType(ctx, memberId);
  const paidMain = Math.min(main.balance, total);
  const paidBonus = total - paidMain;
  if (paidBonus > bonus.balance) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
  return { paidMain, paidBonus, mainWalletId: main.id, bonusWalletId: bonus.id };
}

/** Debits the planned split; the ledger's guard still refuses a balance below zero. */
export function postPayment(ctx: Ctx, plan: PaymentPlan, ref: string, at: number): void {
  if (plan.paidMain > 0) postEntry(ctx.db, { walletId: plan.mainWalletId, amount: -plan.paidMain, kind: 'bet', ref, at });
  if (plan.paidBonus > 0) postEntry(ctx.db, { walletId: plan.bonusWalletId, amount: -plan.paidBonus, kind: 'bet', ref, at });
}

export function refundPayment(ctx: Ctx, memberId: number, payment: Payment, ref: string, note: string, at: number): void {
  const { main, bonus } = walletsByType(ctx, memberId);
  const kind: LedgerKind = 'refund';
  if (payment.paidMain > 0) postEntry(ctx.db, { walletId: main.id, amount: payment.paidMain, kind, ref, note, at });
  if (payment.paidBonus > 0) postEntry(ctx.db, { walletId: bonus.id, amount: payment.paidBonus, kind, ref, note, at });
}
