import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbPositive, ZThbWire } from '../money.js';
import { ZAgentBankAccount, ZAgentTrueMoneyAccount } from './agent.js';
import { defineCall } from './call.js';
import { zBodyInt, zQueryInt, ZIsoDateTime } from './common.js';

/**
 * Deposits (docs/product.md §7 Payments, docs/domain.md "Deposit and withdraw"). Three channels:
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
export const ZPaymentChannel = z.object({
  channel_id: z.number().int(),
  code: z.enum(PAYMENT_CHANNEL_CODES),
  name: z.string(),
  /** THB */
  min_amount: ZThbWire,
  /** THB */
  max_amount: ZThbWire,
  /** buttons under the amount field, THB */
  quick_amounts: z.array(ZThbWire),
  /** the agent's accounts to pick from (bank, TrueMoney); empty for PromptPay */
  sub_channels: z.array(z.object({ sub_channel_id: z.number().int(), name: z.string() })),
});
export type PaymentChannel = z.infer<typeof ZPaymentChannel>;
export const ZPaymentChannelsResponse = z.array(ZPaymentChannel);
export type PaymentChannelsResponse = z.infer<typeof ZPaymentChannelsResponse>;

const CHANNEL_ID_MESSAGE = 'กรุณาเลือกช่องทางการฝาก';

/** GET /api/member/payment/info?channel_id= */
export const ZPaymentInfoQuery = z.object({ channel_id: zQueryInt(CHANNEL_ID_MESSAGE) });
export type PaymentInfoQuery = z.input<typeof ZPaymentInfoQuery>;

/** The deposit notice: where the member sends money on this channel. */
export const ZPaymentInfoResponse = z.object({
  channel: ZPaymentChannel,
  /** bank channel: the agent's accounts */
  bank_accounts: z.array(ZAgentBankAccount),
  /** TrueMoney channel: the agent's wallets */
  true_money_accounts: z.array(ZAgentTrueMoneyAccount),
  /** PromptPay channel: the receiving id, masked (e.g. "xxx-xxx-5678"), and the name */
  promptpay: z.object({ id_masked: z.string(), account_name: z.string() }).nullable(),
  /** the member's registered account, from which a bank transfer must come */
  member_bank: z.object({ bank_code: z.string(), bank_name: z.string(), account_no: z.string() }).nullable(),
});
export type PaymentInfoResponse = z.infer<typeof ZPaymentInfoResponse>;

/** POST /api/member/payment/generate_qr (with an Idempotency-Key header). */
export const ZGenerateQrRequest = z.object({
  channel_id: zBodyInt(CHANNEL_ID_MESSAGE),
  sub_channel_id: zBodyInt('บัญชีรับเงินไม่ถูกต้อง').optional(),
  amount: ZThbPositive,
});
export type GenerateQrRequest = z.input<typeof ZGenerateQrRequest>;

export const ZDepositStatus = z.enum(DEPOSIT_STATUSES);

/** docs/design.md §2: `{ ref, payload, qr_image, amount, expires_at }`, with the channel and status. */
export const ZGenerateQrResponse = z.object({
  ref: z.string(),
  channel_id: z.number().int(),
  channel_code: z.enum(PAYMENT_CHANNEL_CODES),
  /** the agent's account the member chose to pay into (bank, TrueMoney); null when none was chosen */
  sub_channel_id: z.number().int().nullable(),
  /** the EMVCo PromptPay payload; null for bank and TrueMoney transfers */
  payload: z.string().nullable(),
  /** `data:image/png;base64,...` of the payload; null when there is no QR */
  qr_image: z.string().nullable(),
  /** THB */
  amount: ZThbWire,
  status: ZDepositStatus,
  created_at: ZIsoDateTime,
  expires_at: ZIsoDateTime,
});
export type GenerateQrResponse = z.infer<typeof ZGenerateQrResponse>;

/** A deposit reference: what generate_qr makes (12 of A-Z and 2-9), read loosely. */
export const ZDepositRef = z.string({ error: 'กรุณาระบุรหัสอ้างอิง' }).trim().regex(/^[A-Z0-9]{6,32}$/, { error: 'รหัสอ้างอิงไม่ถูกต้อง' });

/** GET /api/member/payment/qrcode_info?ref=: the member's deposit by ref, or the latest pending one. */
export const ZQrcodeInfoQuery = z.object({ ref: ZDepositRef.optional() });
export type QrcodeInfoQuery = z.input<typeof ZQrcodeInfoQuery>;
/** null when the member has no pending deposit (and no ref was asked for). */
export const ZQrcodeInfoResponse = ZGenerateQrResponse.nullable();
export type QrcodeInfoResponse = z.infer<typeof ZQrcodeInfoResponse>;

/** GET /api/member/payment/inquiry_status?ref= */
export const ZInquiryStatusQuery = z.object({ ref: ZDepositRef });
export type InquiryStatusQuery = z.input<typeof ZInquiryStatusQuery>;

/** The deposit status; also the `payment:<ref>` snapshot and `payment:status` event. */
export const ZDepositStatusResponse = z.object({
  ref: z.string(),
  status: ZDepositStatus,
  /** THB */
  amount: ZThbWire,
  /** bonus paid with the accepted promotion, THB (0 when none) */
  bonus: ZThbWire,
  /** points awarded with it */
  points: z.number().int().min(0),
  /** free wheel spins awarded with it */
  free_spins: z.number().int().min(0),
  expires_at: ZIsoDateTime,
  paid_at: ZIsoDateTime.nullable(),
  /** the agent's reason when rejected */
  reason: z.string().nullable(),
  /** why the accepted promotion paid no bonus on this deposit, in Thai; null when it paid or none was accepted */
  promotion_note: z.string().nullable(),
});
export type DepositStatusResponse = z.infer<typeof ZDepositStatusResponse>;

// ---- the calls ---------------------------------------------------------------------

export const paymentCalls = {
  channels: defineCall({
    method: 'GET',
    path: '/api/member/payment/channels',
    access: 'member',
    summary: { th: 'ช่องทางฝากเงินที่เอเย่นต์เปิดให้ พร้อมยอดขั้นต่ำและสูงสุด', en: 'The deposit channels the agent offers, with their limits' },
    data: ZPaymentChannelsResponse,
    errors: [],
  }),
  info: defineCall({
    method: 'GET',
    path: '/api/member/payment/info',
    access: 'member',
    summary: { th: 'ข้อมูลการโอนของช่องทางฝาก (บัญชีรับเงิน)', en: 'Where to send money on a deposit channel' },
    query: ZPaymentInfoQuery,
    data: ZPaymentInfoResponse,
    errors: [ErrorCode.PAYMENT_CHANNEL_NOT_FOUND],
  }),
  qrcodeInfo: defineCall({
    method: 'GET',
    path: '/api/member/payment/qrcode_info',
    access: 'member',
    summary: {
      th: 'รายการฝากตามรหัสอ้างอิง หรือรายการที่รอชำระล่าสุด',
      en: "A deposit by ref, or the member's latest pending one (null when none)",
    },
    query: ZQrcodeInfoQuery,
    data: ZQrcodeInfoResponse,
    errors: [ErrorCode.DEPOSIT_NOT_FOUND],
  }),
  generateQr: defineCall({
    method: 'POST',
    path: '/api/member/payment/generate_qr',
    access: 'member',
    summary: { th: 'สร้างรายการฝากเงิน (QR พร้อมเพย์ หรือโอนเข้าบัญชี)', en: 'Make a pending deposit (PromptPay QR or transfer)' },
    body: ZGenerateQrRequest,
    data: ZGenerateQrResponse,
    moneyMoving: true,
    errors: [
      ErrorCode.PAYMENT_CHANNEL_NOT_FOUND,
      ErrorCode.DEPOSIT_AMOUNT_OUT_OF_RANGE,
      ErrorCode.DEPOSIT_PENDING_EXISTS,
      ErrorCode.LIMIT_DEPOSIT_DAILY,
      ErrorCode.PLAY_TIMEOUT,
      ErrorCode.SELF_EXCLUDED,
    ],
  }),
  inquiryStatus: defineCall({
    method: 'GET',
    path: '/api/member/payment/inquiry_status',
    access: 'member',
    summary: { th: 'สถานะรายการฝากเงิน', en: "A deposit's status" },
    query: ZInquiryStatusQuery,
    data: ZDepositStatusResponse,
    errors: [ErrorCode.DEPOSIT_NOT_FOUND],
  }),
};
