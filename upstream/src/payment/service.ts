/** Deposits on the member side (docs/product.md §7 Payments; docs/domain.md "Deposit and withdraw"; docs/decisions/0017). */
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  DepositStatusResponse,
  GenerateQrResponse,
  PaymentChannel,
  PaymentChannelCode,
  PaymentInfoResponse,
  ZGenerateQrRequest,
} from '#shared/api/payment.js';
import { maskAccountNo, THAI_BANKS } from '#shared/banks.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import { bankAccounts, trueMoneyAccounts } from '../site/service.js';
import { memberById } from '../auth/members.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { assertDepositAllowed } from '../limits/guard.js';
import { thbWords } from './amounts.js';
import { confirmDueDemoDeposits } from './demo-confirm.js';
import { depositByRef, requireOwnDeposit, toDepositStatus, toGenerateQr, type DepositRow } from './deposits.js';
import { maskPromptPayId, promptPayPayload } from './promptpay.js';

type GenerateQrInput = z.output<typeof ZGenerateQrRequest>;

type ChannelRow = Selectable<DB['payment_channels']>;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REF_LENGTH = 12;

/** A random reference of uppercase letters and digits (no 0/O or 1/I to misread). */
async function newDepositRef(ctx: Ctx): Promise<string> {
  for (;;) {
    let ref = '';
    for (let i = 0; i < REF_LENGTH; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
    if (!(await depositByRef(ctx, ref))) return ref;
  }
}

/** The agent's enabled deposit channels, in their order. */
export async function channelRows(ctx: Ctx): Promise<ChannelRow[]> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  return ctx.db
    .selectFrom('payment_channels')
    .selectAll()
    .where('agent_id', '=', agent.id)
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

async function requireChannel(ctx: Ctx, channelId: number): Promise<ChannelRow> {
  const row = (await channelRows(ctx)).find((c) => c.id === channelId);
  if (!row) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
  return row;
}

const codeOf = (row: ChannelRow) => row.code as PaymentChannelCode;

async function subChannels(ctx: Ctx, code: PaymentChannelCode): Promise<{ sub_channel_id: number; name: string }[]> {
  if (code === 'bank') {
    return (await bankAccounts(ctx, DEFAULT_AGENT_CODE)).map((a) => ({ sub_channel_id: a.id, name: `${a.bank_name} ${a.account_no}` }));
  }
  if (code === 'truemoney') {
    return (await trueMoneyAccounts(ctx, DEFAULT_AGENT_CODE)).map((a) => ({ sub_channel_id: a.id, name: `${a.account_name} ${a.phone}` }));
  }
  return [];
}

async function toWireChannel(ctx: Ctx, row: ChannelRow): Promise<PaymentChannel> {
  return {
    channel_id: row.id,
    code: codeOf(row),
    name: row.name,
    min_amount: satangToThb(row.min_amount),
    max_amount: satangToThb(row.max_amount),
    quick_amounts: (JSON.parse(row.quick_amounts) as number[]).map(satangToThb),
    sub_channels: await subChannels(ctx, codeOf(row)),
  };
}

export async function channels(ctx: Ctx): Promise<PaymentChannel[]> {
  const rows = await channelRows(ctx);
  const wire: PaymentChannel[] = [];
  for (const row of rows) wire.push(await toWireChannel(ctx, row));
  return wire;
}

async function promptPayOf(ctx: Ctx, agentId: number): Promise<{ promptpay_id: string; account_name: string } | undefined> {
  return ctx.db.selectFrom('agent_promptpay').select(['promptpay_id', 'account_name']).where('agent_id', '=', agentId).executeTakeFirst();
}

/** The deposit notice of a channel: where to send money, and from which of the member's accounts. */
export async function paymentInfo(ctx: Ctx, memberId: number, channelId: number): Promise<PaymentInfoResponse> {
  const channel = await requireChannel(ctx, channelId);
  const code = codeOf(channel);
  const promptPay = code === 'promptpay' ? await promptPayOf(ctx, channel.agent_id) : undefined;
  const member = await memberById(ctx.db, memberId);
  return {
    channel: await toWireChannel(ctx, channel),
    bank_accounts: code === 'bank' ? await bankAccounts(ctx, DEFAULT_AGENT_CODE) : [],
    true_money_accounts: code === 'truemoney' ? await trueMoneyAccounts(ctx, DEFAULT_AGENT_CODE) : [],
    promptpay: promptPay ? { id_masked: maskPromptPayId(promptPay.promptpay_id), account_name: promptPay.account_name } : null,
    member_bank: member
      ? { bank_code: member.bank_code, bank_name: THAI_BANKS[member.bank_code], account_no: maskAccountNo(member.bank_account_no) }
      : null,
  };
}

export async function pendingDeposit(ctx: Ctx, memberId: number, now: number): Promise<DepositRow | undefined> {
  return ctx.db
    .selectFrom('deposits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new pending deposit, expiring `depositTtlMs` from `now`, inside the caller's transaction. */
export async function insertPendingDeposit(
  ctx: Ctx,
  deposit: { memberId: number; channelId: number; subChannelId: number | null; amount: number; payload: string | null },
  now: number,
): Promise<DepositRow> {
  return ctx.db
    .insertInto('deposits')
    .values({
      ref: await newDepositRef(ctx),
      member_id: deposit.memberId,
      channel_id: deposit.channelId,
      sub_channel_id: deposit.subChannelId,
      amount: deposit.amount,
      payload: deposit.payload,
      status: 'pending',
      created_at: now,
      expires_at: now + ctx.settings.payment.depositTtlMs,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Makes a pending deposit on a channel: PromptPay gets its EMVCo payload, a
 * transfer gets none. One pending deposit at a time (DEPOSIT_PENDING_EXISTS,
 * with its `ref`). Runs inside the caller's transaction (the idempotency
 * helper's), under the member's row lock that helper takes first
 * (http/idempotency.ts): two requests of one member cannot both find no
 * pending deposit on PostgreSQL.
 */
export async function generateQr(ctx: Ctx, memberId: number, input: GenerateQrInput): Promise<GenerateQrResponse> {
  const now = ctx.clock.now();
  const channel = await requireChannel(ctx, input.channel_id);
  const code = codeOf(channel);
  let subChannelId: number | null = null;
  if (code !== 'promptpay') {
    const subs = await subChannels(ctx, code);
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
  await assertDepositAllowed(ctx, memberId, input.amount, now);
  const pending = await pendingDeposit(ctx, memberId, now);
  if (pending) throw new AppError(ErrorCode.DEPOSIT_PENDING_EXISTS, undefined, { ref: pending.ref });
  let payload: string | null = null;
  if (code === 'promptpay') {
    const promptPay = await promptPayOf(ctx, channel.agent_id);
    if (!promptPay) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
    payload = promptPayPayload(promptPay.promptpay_id, input.amount);
  }
  const row = await insertPendingDeposit(ctx, { memberId, channelId: channel.id, subChannelId, amount: input.amount, payload }, now);
  return toGenerateQr(ctx, row, now);
}

/** The member's deposit by ref, or their latest pending one (null when none). */
export async function qrcodeInfo(ctx: Ctx, memberId: number, ref: string | undefined): Promise<GenerateQrResponse | null> {
  await confirmDueDemoDeposits(ctx, memberId);
  const now = ctx.clock.now();
  const row = ref === undefined ? await pendingDeposit(ctx, memberId, now) : await requireOwnDeposit(ctx, memberId, ref);
  return row ? toGenerateQr(ctx, row, now) : null;
}

export async function inquiryStatus(ctx: Ctx, memberId: number, ref: string): Promise<DepositStatusResponse> {
  await confirmDueDemoDeposits(ctx, memberId);
  return toDepositStatus(await requireOwnDeposit(ctx, memberId, ref), ctx.clock.now());
}
