/**
 * The demo bank (demo mode): the member "pays" a pending deposit here and
 * gets the slip a bank app would show, to save and send back like a real one.
 * The transfer is recorded in demo_bank_transfers; the demo verifier finds
 * transfers only there, so only the site's own demo slips credit, and only
 * in demo mode. The slip draws the QR a real one carries (the Bank of
 * Thailand payload with a `DEMO…` reference), so the server reads it the same way.
 */
import type { DemoSlipResponse } from '#shared/api/payment-slips.js';
import { BANK_NUMBERS, maskAccountNo, type BankCode } from '#shared/banks.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { memberById } from '../../auth/members.js';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/transaction.js';
import { channelCodeOf, requireOwnDeposit, statusAt } from '../deposits.js';
import { maskPromptPayId } from '../promptpay.js';
import { makeSlipImage } from './slip-image.js';
import type { SlipParty } from './slip-types.js';
import { demoSlipRef, type DemoSlipLookup } from './verifiers/demo.js';

// What a bank app prints, in Latin letters: the server may have no Thai font to draw with.
const SLIP_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SLIP_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
const BANK_OF_NUMBER = Object.fromEntries(Object.entries(BANK_NUMBERS).map(([code, number]) => [number, code]));
const partyLine = (party: SlipParty) => [party.bankCode ? (BANK_OF_NUMBER[party.bankCode] ?? party.bankCode) : 'PromptPay', party.account ?? party.proxy ?? ''].join('  ');

/** The demo verifier's register: the transfers the demo bank made. */
export function demoBankLookup(db: Db): DemoSlipLookup {
  return async (transRef) => {
    const row = await db.selectFrom('demo_bank_transfers').selectAll().where('trans_ref', '=', transRef).executeTakeFirst();
    if (!row) return undefined;
    return { amount: row.amount, paidAt: row.paid_at, receiver: JSON.parse(row.receiver) as SlipParty, sender: JSON.parse(row.sender) as SlipParty };
  };
}

const party = (bankCode: string | null, name: string | null, account: string | null, proxy: string | null = null): SlipParty => ({ bankCode, name, account, proxy });

/** Where the deposit asked the member to pay: the chosen bank account, the PromptPay id, or the agent's first account. */
async function receiverOf(ctx: Ctx, channelId: number, subChannelId: number | null): Promise<SlipParty> {
  const code = await channelCodeOf(ctx, channelId);
  if (code === 'promptpay') {
    const promptPay = await ctx.db.selectFrom('agent_promptpay').select(['promptpay_id', 'account_name']).executeTakeFirst();
    if (promptPay) return party(null, promptPay.account_name, null, maskPromptPayId(promptPay.promptpay_id));
  }
  let query = ctx.db.selectFrom('agent_bank_accounts').select(['bank_code', 'account_no', 'account_name']).orderBy('sort_order').orderBy('id');
  if (code === 'bank' && subChannelId !== null) query = query.where('id', '=', subChannelId);
  const account = await query.executeTakeFirst();
  if (!account) throw new AppError(ErrorCode.PAYMENT_CHANNEL_NOT_FOUND);
  return party(BANK_NUMBERS[account.bank_code as BankCode] ?? null, account.account_name, maskAccountNo(account.account_no));
}

export async function makeDemoSlip(ctx: Ctx, memberId: number, ref: string): Promise<DemoSlipResponse> {
  if (!ctx.settings.demo) throw new AppError(ErrorCode.SLIP_DEMO_ONLY);
  const now = ctx.clock.now();
  const deposit = await requireOwnDeposit(ctx, memberId, ref);
  if (statusAt(deposit, now) !== 'pending') throw new AppError(ErrorCode.DEPOSIT_NOT_PENDING);
  const member = await memberById(ctx.db, memberId);
  const sendingBank = (member && BANK_NUMBERS[member.bank_code as BankCode]) ?? BANK_NUMBERS.KBANK;
  const sender = party(sendingBank, member ? `${member.first_name} ${member.last_name}` : null, member ? maskAccountNo(member.bank_account_no) : null);
  const receiver = await receiverOf(ctx, deposit.channel_id, deposit.sub_channel_id);
  const transRef = demoSlipRef();
  await ctx.db
    .insertInto('demo_bank_transfers')
    .values({ trans_ref: transRef, amount: deposit.amount, paid_at: now, receiver: JSON.stringify(receiver), sender: JSON.stringify(sender) })
    .execute();
  const amount = satangToThb(deposit.amount);
  const image = await makeSlipImage({
    sendingBank,
    transRef,
    amountThb: SLIP_AMOUNT.format(amount),
    from: partyLine(sender),
    to: partyLine(receiver),
    time: SLIP_TIME.format(now),
  });
  return { trans_ref: transRef, amount, image: `data:image/png;base64,${image.toString('base64')}` };
}
