import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThb, ZThbWire } from '../money.js';
import { ZAgentEvent, ZNotification } from './agent.js';
import { defineCall } from './call.js';
import { zQueryInt, ZIsoDateTime } from './common.js';
import { ZWalletsResponse } from './member.js';
import { DEPOSIT_STATUSES, PAYMENT_CHANNEL_CODES, ZDepositRef } from './payment.js';
import { WITHDRAW_STATUSES, ZWithdrawal } from './withdraw.js';

/**
 * The operator (agent) side of the upstream: `/operator/*`, behind the agent
 * key, outside `/api` so the public pass-through can never reach it. The
 * gateway's own `/agent/*` calls (agent-console.ts) forward to these.
 */

/** POST /agent/broadcast (gateway) and /operator/broadcast (upstream). */
export const ZBroadcastRequest = z.object({
  kind: z.enum(['notification', 'announcement'], { error: 'ประเภทต้องเป็น notification หรือ announcement' }),
  title: z.string({ error: 'กรุณากรอกหัวข้อ' }).trim().min(1, { error: 'กรุณากรอกหัวข้อ' }).max(200, { error: 'หัวข้อยาวเกินไป' }),
  description: z.string().trim().max(2000, { error: 'รายละเอียดยาวเกินไป' }).optional(),
  image: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v.startsWith('/') || /^https:\/\//.test(v), { error: 'รูปภาพต้องเป็นลิงก์ https หรือไฟล์ของเว็บ' })
    .optional(),
  username: z.string().trim().regex(/^\d{10}$/, { error: 'ชื่อผู้ใช้ไม่ถูกต้อง' }).optional(),
});
export type BroadcastRequest = z.input<typeof ZBroadcastRequest>;

const ZNotificationSent = z.object({
  kind: z.literal('notification'),
  /** the member it went to; null for every member of the agent */
  username: z.string().nullable(),
  notification: ZNotification,
});
const ZAnnouncementSent = z.object({ kind: z.literal('announcement'), username: z.null(), event: ZAgentEvent });

export const ZBroadcastResponse = z.discriminatedUnion('kind', [ZNotificationSent, ZAnnouncementSent]);
export type BroadcastResponse = z.infer<typeof ZBroadcastResponse>;

/** POST /agent/credit and /operator/credit: negative amounts take money. */
export const ZCreditRequest = z.object({
  username: z.string({ error: 'กรุณาระบุสมาชิก' }).trim().regex(/^\d{10}$/, { error: 'ชื่อผู้ใช้ไม่ถูกต้อง' }),
  amount: ZThb.refine((satang) => satang !== 0, { error: 'จำนวนเงินต้องไม่เป็น 0' }),
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, { error: 'กรุณาระบุเหตุผล' }).max(200, { error: 'เหตุผลยาวเกินไป' }),
});
export type CreditRequest = z.input<typeof ZCreditRequest>;

export const ZCreditResponse = z.object({
  username: z.string(),
  /** the ledger row of the adjustment */
  entry_id: z.number().int(),
  wallets: ZWalletsResponse,
});
export type CreditResponse = z.infer<typeof ZCreditResponse>;

/** GET /agent/stats: the gateway's own figures (agent-console.ts). */
export const ZAgentStats = z.object({
  uptime_s: z.number().int().min(0),
  nodes: z.number().int().min(1),
  sockets: z.number().int().min(0),
  topics: z.record(z.string(), z.object({ sockets: z.number().int().min(0) })),
  upstream_calls_per_minute: z.record(z.string(), z.number().min(0)),
  /** operator calls the upstream answered 404, as `METHOD /path/:param` */
  unsupported_calls: z.array(z.string()),
});
export type AgentStats = z.infer<typeof ZAgentStats>;

/** GET /agent/members and /operator/members?q=: members by username prefix, for the console. */
export const ZOperatorMembersQuery = z.object({
  q: z.string().trim().regex(/^\d{0,10}$/, { error: 'ค้นหาด้วยตัวเลขของเบอร์โทรศัพท์เท่านั้น' }).optional(),
});
export type OperatorMembersQuery = z.input<typeof ZOperatorMembersQuery>;

export const ZOperatorMember = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** sum of the member's wallets, THB */
  total: ZThbWire,
});
export type OperatorMember = z.infer<typeof ZOperatorMember>;
export const ZOperatorMembersResponse = z.array(ZOperatorMember);
export type OperatorMembersResponse = z.infer<typeof ZOperatorMembersResponse>;

/** POST /agent/broadcast answers the broadcast and whether the upstream stored it (false: pushed live only). */
export const ZAgentBroadcastResponse = z.discriminatedUnion('kind', [
  ZNotificationSent.extend({ stored: z.boolean() }),
  ZAnnouncementSent.extend({ stored: z.boolean() }),
]);
export type AgentBroadcastResponse = z.infer<typeof ZAgentBroadcastResponse>;

// ---- deposits and withdrawals waiting for the agent ------------------------------------

/** GET /agent/payments?status= and /operator/payments?status= (default pending). */
export const ZOperatorPaymentsQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).default('pending'),
});
export type OperatorPaymentsQuery = z.input<typeof ZOperatorPaymentsQuery>;

export const ZOperatorPayment = z.object({
  ref: z.string(),
  username: z.string(),
  channel_code: z.enum(PAYMENT_CHANNEL_CODES),
  /** THB */
  amount: ZThbWire,
  status: z.enum(DEPOSIT_STATUSES),
  promotion_title: z.string().nullable(),
  created_at: ZIsoDateTime,
  expires_at: ZIsoDateTime,
  paid_at: ZIsoDateTime.nullable(),
});
export type OperatorPayment = z.infer<typeof ZOperatorPayment>;

/** GET /agent/withdrawals?status= and /operator/withdrawals?status= (default pending). */
export const ZOperatorWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAW_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).default('pending'),
});
export type OperatorWithdrawalsQuery = z.input<typeof ZOperatorWithdrawalsQuery>;

/** The agent sees the whole account number and the name to transfer to. */
export const ZOperatorWithdrawal = ZWithdrawal.extend({
  username: z.string(),
  account_name: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof ZOperatorWithdrawal>;

/** `:ref` of .../payments/:ref/confirm and /reject. */
export const ZDepositRefParams = z.object({ ref: ZDepositRef });
/** `:id` of .../withdrawals/:id/approve and /reject. */
export const ZWithdrawalIdParams = z.object({ id: zQueryInt('รหัสรายการไม่ถูกต้อง') });

/** POST .../payments/:ref/reject and .../withdrawals/:id/approve|reject */
export const ZOperatorDecisionRequest = z.object({
  reason: z.string().trim().max(200, { error: 'เหตุผลยาวเกินไป' }).optional(),
});
export type OperatorDecisionRequest = z.input<typeof ZOperatorDecisionRequest>;

/** What confirm/reject/approve answer: the row as it now stands and the member to refresh. */
export const ZOperatorPaymentDecision = z.object({ payment: ZOperatorPayment });
export type OperatorPaymentDecision = z.infer<typeof ZOperatorPaymentDecision>;
export const ZOperatorWithdrawalDecision = z.object({ withdrawal: ZOperatorWithdrawal });
export type OperatorWithdrawalDecision = z.infer<typeof ZOperatorWithdrawalDecision>;

// ---- the calls ---------------------------------------------------------------------
const depositDecided = [ErrorCode.DEPOSIT_NOT_FOUND, ErrorCode.DEPOSIT_NOT_PENDING];
const withdrawalDecided = [ErrorCode.WITHDRAWAL_NOT_FOUND, ErrorCode.WITHDRAWAL_NOT_PENDING];

/** POST /operator/reset_link: a one-time reset link for a member the agent checked over LINE (docs/decisions/0028). */
export const ZResetLinkRequest = z.object({
  username: z.string({ error: 'กรุณาระบุสมาชิก' }).trim().regex(/^\d{10}$/, { error: 'ชื่อผู้ใช้ไม่ถูกต้อง' }),
});
export type ResetLinkRequest = z.input<typeof ZResetLinkRequest>;
export const ZResetLinkResponse = z.object({
  username: z.string(),
  /** the site path to send the member: `/forgot?token=…` */
  path: z.string().startsWith('/forgot?token='),
  expires_at: ZIsoDateTime,
});
export type ResetLinkResponse = z.infer<typeof ZResetLinkResponse>;

/** GET /operator/sms_outbox: demo mode's reset codes, which no SMS gateway sends, newest first. */
export const ZSmsOutboxResponse = z.array(z.object({ phone: z.string(), text: z.string(), sent_at: ZIsoDateTime }));
export type SmsOutboxResponse = z.infer<typeof ZSmsOutboxResponse>;

export const operatorCalls = {
  resetLink: defineCall({
    method: 'POST',
    path: '/operator/reset_link',
    access: 'agent',
    summary: {
      th: 'ออกลิงก์ตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว) ให้สมาชิกที่ยืนยันตัวตนทาง LINE แล้ว',
      en: 'Issue a one-time password reset link for a member checked over LINE',
    },
    body: ZResetLinkRequest,
    data: ZResetLinkResponse,
    errors: [ErrorCode.MEMBER_NOT_FOUND],
  }),
  smsOutbox: defineCall({
    method: 'GET',
    path: '/operator/sms_outbox',
    access: 'agent',
    summary: { th: 'SMS รหัสยืนยันของโหมดทดลอง (ไม่ได้ส่งจริง)', en: "Demo mode's reset code messages (never really sent)" },
    data: ZSmsOutboxResponse,
    errors: [],
  }),
  broadcast: defineCall({
    method: 'POST',
    path: '/operator/broadcast',
    access: 'agent',
    summary: {
      th: 'บันทึกการแจ้งเตือน (ถึงทุกคนหรือสมาชิกคนเดียว) หรือประกาศกิจกรรม',
      en: 'Store a notification (to everyone or one member) or an announcement',
    },
    body: ZBroadcastRequest,
    data: ZBroadcastResponse,
    errors: [ErrorCode.MEMBER_NOT_FOUND],
  }),
  credit: defineCall({
    method: 'POST',
    path: '/operator/credit',
    access: 'agent',
    summary: { th: 'เติมหรือหักเงินกระเป๋าหลักของสมาชิก พร้อมเหตุผล', en: "Add to or take from a member's main wallet, with a reason" },
    body: ZCreditRequest,
    data: ZCreditResponse,
    // It takes an Idempotency-Key (scope `operator`): a retried adjustment is made once.
    moneyMoving: true,
    errors: [ErrorCode.MEMBER_NOT_FOUND, ErrorCode.INSUFFICIENT_BALANCE],
  }),
  members: defineCall({
    method: 'GET',
    path: '/operator/members',
    access: 'agent',
    summary: { th: 'ค้นหาสมาชิกด้วยเบอร์โทรศัพท์ (ขึ้นต้นด้วย) พร้อมยอดเงินรวม', en: 'Members by phone number prefix, with their total balance' },
    query: ZOperatorMembersQuery,
    data: ZOperatorMembersResponse,
    errors: [],
  }),
  payments: defineCall({
    method: 'GET',
    path: '/operator/payments',
    access: 'agent',
    summary: { th: 'รายการฝากเงินตามสถานะ (ค่าเริ่มต้น: รอชำระ)', en: 'Deposits by status (pending by default), newest first' },
    query: ZOperatorPaymentsQuery,
    data: z.array(ZOperatorPayment),
    errors: [],
  }),
  paymentConfirm: defineCall({
    method: 'POST',
    path: '/operator/payments/:ref/confirm',
    access: 'agent',
    summary: { th: 'ยืนยันรายการฝาก: เงินเข้ากระเป๋า โบนัส แต้ม', en: 'Confirm a deposit: main wallet, bonus and points are paid' },
    params: ZDepositRefParams,
    body: ZOperatorDecisionRequest,
    data: ZOperatorPaymentDecision,
    errors: depositDecided,
  }),
  paymentReject: defineCall({
    method: 'POST',
    path: '/operator/payments/:ref/reject',
    access: 'agent',
    summary: { th: 'ไม่อนุมัติรายการฝาก (ไม่มีเงินเคลื่อนไหว)', en: 'Reject a deposit (no money moves)' },
    params: ZDepositRefParams,
    body: ZOperatorDecisionRequest,
    data: ZOperatorPaymentDecision,
    errors: depositDecided,
  }),
  withdrawals: defineCall({
    method: 'GET',
    path: '/operator/withdrawals',
    access: 'agent',
    summary: { th: 'รายการถอนเงินตามสถานะ (ค่าเริ่มต้น: รอตรวจสอบ)', en: 'Withdrawals by status (pending by default), newest first' },
    query: ZOperatorWithdrawalsQuery,
    data: z.array(ZOperatorWithdrawal),
    errors: [],
  }),
  withdrawalApprove: defineCall({
    method: 'POST',
    path: '/operator/withdrawals/:id/approve',
    access: 'agent',
    summary: { th: 'อนุมัติรายการถอน (โอนเงินให้สมาชิกแล้ว)', en: 'Approve a withdrawal (the money was sent)' },
    params: ZWithdrawalIdParams,
    body: ZOperatorDecisionRequest,
    data: ZOperatorWithdrawalDecision,
    errors: withdrawalDecided,
  }),
  withdrawalReject: defineCall({
    method: 'POST',
    path: '/operator/withdrawals/:id/reject',
    access: 'agent',
    summary: { th: 'ไม่อนุมัติรายการถอน คืนเงินเข้ากระเป๋าหลัก', en: 'Reject a withdrawal; the amount goes back to the main wallet' },
    params: ZWithdrawalIdParams,
    body: ZOperatorDecisionRequest,
    data: ZOperatorWithdrawalDecision,
    errors: withdrawalDecided,
  }),
};
