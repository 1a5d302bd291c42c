/** Deposits on the member side (spec §7 Payments; DOMAIN.md; docs/decisions/0017). */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  DepositStatusResponse,
  GenerateQrResponse,
  PaymentChannel,
  PaymentChannelCode,
  PaymentInfoResponse,
  ZGenerateQrRequest,
} from '@shared/api/payment.js';
import { maskAccountNo, THAI_BANKS } from '@shared/banks.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import { bankAccounts, trueMoneyAccounts } from '../agent/service.js';
import { memberById } from '../auth/members.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { assertDepositAllowed } from '../limits/guard.js';
import { thbWords } from './amounts.js';
import { confirmDueDemoDeposits } from './demo-confirm.js';
import { depositByRef, requireOwnDeposit, toDepositStatus, toGenerateQr, type DepositRow } from './deposits.js';
import { maskPromptPayId, promptPayPayload } from './promptpay.js';

type GenerateQrInput = z.output<typeof ZGenerateQrRequest>;

interface ChannelRow {
  id: number;
  agent_id: number;
  code: PaymentChannelCode;
  name: string;
  min_amount: number;
  max_amount: number;
  quick_amounts: string;
  enabled: number;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 12;

/** A random reference of uppercase letters and digits (no 0/O or 1/I to misread). */
function newRef(ctx: Ctx): string {
  for (;;) {
    let ref = '';
    for (let i = 0; i < REF_LENGTH; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
    if (!depositByRef(ctx, ref)) return ref;
  }
}

function channelRows(ctx: Ctx): ChannelRow[] {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  return stmt<[number], ChannelRow>(ctx.db, 'SELECT * FROM payment_channels WHERE agent_id = ? AND enabled = 1 ORDER BY sort_order, id').all(
    agent.id,
  );
}

function requireChannel(ctx: Ctx, channelId: number): ChannelRow {
  const row = channelRows(ctx).find((c) => c.id === channelId);
  if (!row) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
  return row;
}

function subChannels(ctx: Ctx, code: PaymentChannelCode): { sub_channel_id: number; name: string }[] {
  if (code === 'bank') {
    return bankAccounts(ctx, DEFAULT_AGENT_CODE).map((a) => ({ sub_channel_id: a.id, name: `${a.bank_name} ${a.account_no}` }));
  }
  if (code === 'truemoney') {
    return trueMoneyAccounts(ctx, DEFAULT_AGENT_CODE).map((a) => ({ sub_channel_id: a.id, name: `${a.account_name} ${a.phone}` }));
  }
  return [];
}

function toWireChannel(ctx: Ctx, row: ChannelRow): PaymentChannel {
  return {
    channel_id: row.id,
    code: row.code,
    name: row.name,
    min_amount: satangToThb(row.min_amount),
    max_amount: satangToThb(row.max_amount),
    quick_amounts: (JSON.parse(row.quick_amounts) as number[]).map(satangToThb),
    sub_channels: subChannels(ctx, row.code),
  };
}

export function channels(ctx: Ctx): PaymentChannel[] {
  return channelRows(ctx).map((row) => toWireChannel(ctx, row));
}

function promptPayOf(ctx: Ctx, agentId: number): { promptpay_id: string; account_name: string } | undefined {
  return stmt<[number], { promptpay_id: string; account_name: string }>(
    ctx.db,
    'SELECT promptpay_id, account_name FROM agent_promptpay WHERE agent_id = ?',
  ).get(agentId);
}

/** The deposit notice of a channel: where to send money, and from which of the member's accounts. */
export function paymentInfo(ctx: Ctx, memberId: number, channelId: number): PaymentInfoResponse {
  const channel = requireChannel(ctx, channelId);
  const promptPay = channel.code === 'promptpay' ? promptPayOf(ctx, channel.agent_id) : undefined;
  const member = memberById(ctx.db, memberId);
  return {
    channel: toWireChannel(ctx, channel),
    bank_accounts: channel.code === 'bank' ? bankAccounts(ctx, DEFAULT_AGENT_CODE) : [],
    true_money_accounts: channel.code === 'truemoney' ? trueMoneyAccounts(ctx, DEFAULT_AGENT_CODE) : [],
    promptpay: promptPay ? { id_masked: maskPromptPayId(promptPay.promptpay_id), account_name: promptPay.account_name } : null,
    member_bank: member
      ? { bank_code: member.bank_code, bank_name: THAI_BANKS[member.bank_code], account_no: maskAccountNo(member.bank_account_no) }
      : null,
  };
}

function pendingDeposit(ctx: Ctx, memberId: number, now: number): DepositRow | undefined {
  return stmt<[number, number], DepositRow>(
    ctx.db,
    `SELECT * FROM deposits WHERE member_id = ? AND status = 'pending' AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
  ).get(memberId, now);
}

/**
 * Makes a pending deposit on a channel: PromptPay gets its EMVCo payload, a
 * transfer gets none. One pending deposit at a time (DEPOSIT_PENDING_EXISTS,
 * with its `ref`). Runs inside the caller's transaction (the idempotency
 * helper's); the route adds the QR image.
 */
export function generateQr(ctx: Ctx, memberId: number, input: GenerateQrInput): GenerateQrResponse {
  const now = ctx.clock.now();
  const channel = requireChannel(ctx, input.channel_id);
  let subChannelId: number | null = null;
  if (channel.code !== 'promptpay') {
    const subs = subChannels(ctx, channel.code);
    const chosen = input.sub_channel_id === undefined ? subs[0] : subs.find((s) => s.sub_channel_id === input.sub_channel_id);
    if (!chosen) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND, 'ไม่พบบัญชีรับเงินที่เลือก');
    subChannelId = chosen.sub_channel_id;
  }
  if (input.amount < channel.min_amount || input.amount > channel.max_amount) {
    throw new AppError(
      ErrorCode.DEPOSIT_AMOUNT_OUT_OF_RANGE,
      `ฝากเงินช่องทางนี้ได้ตั้งแต่ ${thbWords(channel.min_amount)} ถึง ${thbWords(channel.max_amount)} บาท`,
      { min_amount: satangToThb(channel.min_amount), max_amount: satangToThb(channel.max_amount) },
    );
  }
  assertDepositAllowed(ctx, memberId, input.amount, now);
  const pending = pendingDeposit(ctx, memberId, now);
  if (pending) throw new AppError(ErrorCode.DEPOSIT_PENDING_EXISTS, undefined, { ref: pending.ref });
  let payload: string | null = null;
  if (channel.code === 'promptpay') {
    const promptPay = promptPayOf(ctx, channel.agent_id);
    if (!promptPay) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
    payload = promptPayPayload(promptPay.promptpay_id, input.amount);
  }
  const ref = newRef(ctx);
  stmt(
    ctx.db,
    `INSERT INTO deposits (ref, member_id, channel_id, sub_channel_id, amount, payload, status, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  ).run(ref, memberId, channel.id, subChannelId, input.amount, payload, now, now + ctx.settings.payment.depositTtlMs);
  return toGenerateQr(ctx, depositByRef(ctx, ref) as DepositRow, now);
}

/** The member's deposit by ref, or their latest pending one (null when none). */
export function qrcodeInfo(ctx: Ctx, memberId: number, ref: string | undefined): GenerateQrResponse | null {
  confirmDueDemoDeposits(ctx, memberId);
  const now = ctx.clock.now();
  const row = ref === undefined ? pendingDeposit(ctx, memberId, now) : requireOwnDeposit(ctx, memberId, ref);
  return row ? toGenerateQr(ctx, row, now) : null;
}

export function inquiryStatus(ctx: Ctx, memberId: number, ref: string): DepositStatusResponse {
  confirmDueDemoDeposits(ctx, memberId);
  return toDepositStatus(requireOwnDeposit(ctx, memberId, ref), ctx.clock.now());
}
