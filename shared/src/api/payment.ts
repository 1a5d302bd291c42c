import { z } from 'zod';
import { ZThbPositive } from '../money.js';
import type { AgentBankAccount, AgentTrueMoneyAccount } from './agent.js';

/**
 * Deposits (spec §7 Payments, DOMAIN.md "Deposit and withdraw"). Three channels:
 * PromptPay QR (an EMVCo payload with the amount fixed), a transfer to the
 * agent's bank account, and a TrueMoney wallet transfer. Every channel makes a
 * pending deposit with a reference and a 15-minute expiry; the agent confirms it
 * (or, in demo mode, it confirms itself after a few seconds).
 */
export const PAYMENT_CHANNEL_CODES = ['promptpay', 'bank', 'truemoney'] as const;
export type PaymentChannelCode = (typeof PAYMENT_CHANNEL_CODES)[number];

/** A deposit moves `pending → paid | expired | rejected`. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_TH: Record<DepositStatus, string> = {
  pending: 'รอชำระเงิน',
  paid: 'ฝากเงินสำเร็จ',
  expired: 'หมดเวลาชำระ',
  rejected: 'ไม่อนุมัติ',
};

/** GET /api/member/payment/channels: one row per channel the agent offers. */
export interface PaymentChannel {
  channel_id: number;
  code: PaymentChannelCode;
  name: string;
  /** THB */
  min_amount: number;
  /** THB */
  max_amount: number;
  /** buttons under the amount field, THB */
  quick_amounts: number[];
  /** the agent's accounts to pick from (bank, TrueMoney); empty for PromptPay */
  sub_channels: { sub_channel_id: number; name: string }[];
}
export type PaymentChannelsResponse = PaymentChannel[];

const ZChannelId = z.coerce
  .number({ error: 'กรุณาเลือกช่องทางการฝาก' })
  .int({ error: 'กรุณาเลือกช่องทางการฝาก' })
  .positive({ error: 'กรุณาเลือกช่องทางการฝาก' });

/** GET /api/member/payment/info?channel_id= */
export const ZPaymentInfoQuery = z.object({ channel_id: ZChannelId });
export type PaymentInfoQuery = z.input<typeof ZPaymentInfoQuery>;

/** The deposit notice: where the member sends money on this channel. */
export interface PaymentInfoResponse {
  channel: PaymentChannel;
  /** bank channel: the agent's accounts */
  bank_accounts: AgentBankAccount[];
  /** TrueMoney channel: the agent's wallets */
  true_money_accounts: AgentTrueMoneyAccount[];
  /** PromptPay channel: the receiving id, masked (e.g. "xxx-xxx-5678"), and the name */
  promptpay: { id_masked: string; account_name: string } | null;
  /** the member's registered account, from which a bank transfer must come */
  member_bank: { bank_code: string; bank_name: string; account_no: string } | null;
}

/** POST /api/member/payment/generate_qr (with an Idempotency-Key header). */
export const ZGenerateQrRequest = z.object({
  channel_id: ZChannelId,
  sub_channel_id: z.coerce.number().int().positive().optional(),
  amount: ZThbPositive,
});
export type GenerateQrRequest = z.input<typeof ZGenerateQrRequest>;

/** DESIGN §2: `{ ref, payload, qr_image, amount, expires_at }`, with the channel and status. */
export interface GenerateQrResponse {
  ref: string;
  channel_id: number;
  channel_code: PaymentChannelCode;
  /** the agent's account the member chose to pay into (bank, TrueMoney); null when none was chosen */
  sub_channel_id: number | null;
  /** the EMVCo PromptPay payload; null for bank and TrueMoney transfers */
  payload: string | null;
  /** `data:image/png;base64,...` of the payload; null when there is no QR */
  qr_image: string | null;
  /** THB */
  amount: number;
  status: DepositStatus;
  created_at: string;
  expires_at: string;
}

/** GET /api/member/payment/qrcode_info?ref=: the member's deposit by ref, or the latest pending one. */
export const ZQrcodeInfoQuery = z.object({
  ref: z.string().trim().regex(/^[A-Z0-9]{6,32}$/, { error: 'รหัสอ้างอิงไม่ถูกต้อง' }).optional(),
});
export type QrcodeInfoQuery = z.input<typeof ZQrcodeInfoQuery>;
/** null when the member has no pending deposit (and no ref was asked for). */
export type QrcodeInfoResponse = GenerateQrResponse | null;

/** GET /api/member/payment/inquiry_status?ref= */
export const ZInquiryStatusQuery = z.object({
  ref: z.string({ error: 'กรุณาระบุรหัสอ้างอิง' }).trim().regex(/^[A-Z0-9]{6,32}$/, { error: 'รหัสอ้างอิงไม่ถูกต้อง' }),
});
export type InquiryStatusQuery = z.input<typeof ZInquiryStatusQuery>;

/** The deposit status; also the `payment:<ref>` snapshot and `payment:status` event. */
export interface DepositStatusResponse {
  ref: string;
  status: DepositStatus;
  /** THB */
  amount: number;
  /** bonus paid with the accepted promotion, THB (0 when none) */
  bonus: number;
  /** points awarded with it */
  points: number;
  /** free wheel spins awarded with it */
  free_spins: number;
  expires_at: string;
  paid_at: string | null;
  /** the agent's reason when rejected */
  reason: string | null;
}
