import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbPositive, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zQueryInt, ZIsoDateTime } from './common.js';
import { ZOperatorPayment } from './operator.js';

/**
 * Bank notifications (docs/decisions/0083): the statement-reading services
 * Thai operators run tell the site of each transfer into its accounts. Each
 * is stored once by its bank reference; one whose sender account belongs to
 * exactly one member with a pending deposit of that amount pays it, the rest
 * wait in the console for the agent to match.
 */
export const BANK_TRANSFER_STATUSES = ['credited', 'waiting'] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

const ZBankNumber = z.string().trim().regex(/^\d{3}$/, { error: 'รหัสธนาคารต้องเป็นตัวเลข 3 หลัก' });

/** One incoming transfer as the feed reports it. */
export const ZIncomingTransfer = z.object({
  /** the bank's reference of the transfer: unique, the key it is stored once by */
  reference: z.string().trim().min(1, { error: 'กรุณาระบุเลขอ้างอิงรายการ' }).max(64, { error: 'เลขอ้างอิงยาวเกินไป' }),
  /** the site's receiving bank, 3-digit code */
  bank_code: ZBankNumber,
  /** the site's receiving account number */
  account_no: z.string().trim().regex(/^[0-9-]{6,24}$/, { error: 'เลขบัญชีรับเงินไม่ถูกต้อง' }),
  /** THB */
  amount: ZThbPositive,
  paid_at: ZIsoDateTime,
  /** the sender's bank, 3-digit code, when the statement shows it */
  sender_bank: ZBankNumber.nullable().optional(),
  /** the sender's account as the statement shows it, masked (e.g. "xxx-x-x1234-x") */
  sender_account: z.string().trim().max(32, { error: 'เลขบัญชีผู้โอนยาวเกินไป' }).nullable().optional(),
});
export type IncomingTransfer = z.input<typeof ZIncomingTransfer>;

/** POST /operator/bank_transfers: one or many transfers (at most 100 a call). */
export const ZBankTransfersRequest = z.object({
  transfers: z.array(ZIncomingTransfer).min(1, { error: 'กรุณาส่งรายการเงินเข้าอย่างน้อย 1 รายการ' }).max(100, { error: 'ส่งได้ครั้งละไม่เกิน 100 รายการ' }),
});
export type BankTransfersRequest = z.input<typeof ZBankTransfersRequest>;

/** A transfer as stored, for the feed's answer and the console. */
export const ZBankTransfer = z.object({
  id: z.number().int(),
  reference: z.string(),
  bank_code: z.string(),
  account_no: z.string(),
  /** THB */
  amount: ZThbWire,
  paid_at: ZIsoDateTime,
  sender_bank: z.string().nullable(),
  sender_account: z.string().nullable(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  /** why it waits, in Thai */
  reason: z.string().nullable(),
  /** the member it credited */
  username: z.string().nullable(),
  deposit_ref: z.string().nullable(),
  received_at: ZIsoDateTime,
});
export type BankTransfer = z.infer<typeof ZBankTransfer>;

export const ZBankTransfersResponse = z.object({
  /** each transfer sent, in order; `repeated` when its reference was stored before (its state as it stands) */
  transfers: z.array(ZBankTransfer.extend({ repeated: z.boolean() })),
});
export type BankTransfersResponse = z.infer<typeof ZBankTransfersResponse>;

export const ZBankTransferListQuery = z.object({
  status: z.enum(BANK_TRANSFER_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).default('waiting'),
});

export const ZBankTransferIdParams = z.object({ id: zQueryInt('รหัสรายการไม่ถูกต้อง') });

/** POST /operator/bank_transfers/:id/match: the member the agent found the transfer is from. */
export const ZBankTransferMatchRequest = z.object({
  username: z.string({ error: 'กรุณาระบุสมาชิก' }).trim().min(1, { error: 'กรุณาระบุสมาชิก' }).max(32, { error: 'ไม่พบสมาชิกนี้' }),
});
export type BankTransferMatchRequest = z.input<typeof ZBankTransferMatchRequest>;

export const ZBankTransferMatch = z.object({ transfer: ZBankTransfer, payment: ZOperatorPayment });
export type BankTransferMatch = z.infer<typeof ZBankTransferMatch>;

export const bankTransferCalls = {
  bankTransfersFeed: defineCall({
    method: 'POST',
    path: '/operator/bank_transfers',
    access: 'agent',
    summary: {
      th: 'แจ้งรายการเงินเข้าบัญชีของเว็บจากบริการอ่านรายการเดินบัญชี: เติมเงินอัตโนมัติเมื่อจับคู่สมาชิกได้',
      en: "A statement feed's incoming transfers: each stored once by reference, credited when it matches one member's pending deposit",
    },
    body: ZBankTransfersRequest,
    data: ZBankTransfersResponse,
    errors: [],
  }),
  bankTransferList: defineCall({
    method: 'GET',
    path: '/operator/bank_transfers',
    access: 'agent',
    summary: { th: 'รายการเงินเข้าตามสถานะ (ค่าเริ่มต้น: รอจับคู่)', en: 'Incoming transfers by status (default: waiting for a match)' },
    query: ZBankTransferListQuery,
    data: z.array(ZBankTransfer),
    errors: [],
  }),
  bankTransferMatch: defineCall({
    method: 'POST',
    path: '/operator/bank_transfers/:id/match',
    access: 'agent',
    summary: { th: 'จับคู่รายการเงินเข้ากับสมาชิก แล้วเติมเงินเข้ากระเป๋าหลัก', en: 'Match an incoming transfer to a member and credit it' },
    params: ZBankTransferIdParams,
    body: ZBankTransferMatchRequest,
    data: ZBankTransferMatch,
    errors: [ErrorCode.BANK_TRANSFER_NOT_FOUND, ErrorCode.BANK_TRANSFER_NOT_WAITING, ErrorCode.MEMBER_NOT_FOUND],
  }),
};
