import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { ZThbPositive, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { zQueryInt, ZIsoDateTime } from './common.js';
import { ZOperatorDecisionRequest, ZOperatorPayment } from './operator.js';
import { ZDepositRef } from './payment.js';

/**
 * Transfer slips (docs/decisions/0081, 0082): a member who paid by transfer
 * sends the slip from the bank app, as its image or as the text of its
 * mini-QR. The server reads the QR, claims the slip's transfer reference
 * (once, ever, whoever sends it), asks the slip verification service for the
 * transfer, and either credits the main wallet at once or leaves the slip to
 * the agent with the reason, which the member sees too.
 */
export const SLIP_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** 5 MB: a phone's screenshot or photo of a slip; the client scales a larger photo down first. */
export const SLIP_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * `checking`: the service is being asked; `credited`: the main wallet was credited;
 * `review`: the agent decides (a mismatch, the service could not answer, or none is configured);
 * `refused`: the service says it is no real transfer, or it is too old; `rejected`: the agent refused it.
 */
export const SLIP_STATUSES = ['checking', 'credited', 'review', 'refused', 'rejected'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

export const SLIP_STATUS_TH: Record<SlipStatus, string> = {
  checking: 'กำลังตรวจสอบสลิป',
  credited: 'เติมเงินเข้ากระเป๋าแล้ว',
  review: 'รอเจ้าหน้าที่ตรวจสอบ',
  refused: 'สลิปไม่ผ่านการตรวจสอบ',
  rejected: 'ไม่อนุมัติ',
};

/** A slip as its member sees it. */
export const ZMemberSlip = z.object({
  id: z.number().int(),
  /** the bank's transfer reference, read from the slip's QR */
  trans_ref: z.string(),
  status: z.enum(SLIP_STATUSES),
  /** why it waits or was refused, in Thai; null once credited */
  reason: z.string().nullable(),
  /** the transfer's amount as the service reported it, THB; null until one did */
  amount: ZThbWire.nullable(),
  /** when the bank made the transfer, as the service reported it */
  paid_at: ZIsoDateTime.nullable(),
  /** the deposit it credited, or the pending one it was sent for */
  deposit_ref: z.string().nullable(),
  created_at: ZIsoDateTime,
  decided_at: ZIsoDateTime.nullable(),
});
export type MemberSlip = z.infer<typeof ZMemberSlip>;

/** POST /api/member/payment/slip?ref=: the pending deposit it pays, when the member started one. */
export const ZSlipUploadQuery = z.object({ ref: ZDepositRef.optional() });
export type SlipUploadQuery = z.input<typeof ZSlipUploadQuery>;

/** POST /api/member/payment/slip_qr: the text of the slip's QR, as a camera read it. */
export const ZSlipQrRequest = z.object({
  payload: z.string({ error: 'กรุณาสแกน QR ของสลิป' }).trim().min(1, { error: 'กรุณาสแกน QR ของสลิป' }).max(512, { error: 'QR นี้ไม่ใช่ QR ของสลิป' }),
  ref: ZDepositRef.optional(),
});
export type SlipQrRequest = z.input<typeof ZSlipQrRequest>;

export const ZMemberSlipsResponse = z.array(ZMemberSlip);

/** POST /api/member/payment/demo_slip (demo mode): a slip for the pending deposit, as if the member had paid it. */
export const ZDemoSlipRequest = z.object({ ref: ZDepositRef });
export type DemoSlipRequest = z.input<typeof ZDemoSlipRequest>;
export const ZDemoSlipResponse = z.object({
  trans_ref: z.string(),
  /** THB */
  amount: ZThbWire,
  /** `data:image/png;base64,...`: the slip to save and send back */
  image: z.string(),
});
export type DemoSlipResponse = z.infer<typeof ZDemoSlipResponse>;

// ---- the agent's side ----------------------------------------------------------------

/** One side of the transfer as the service reported it (accounts come masked by the bank). */
export const ZSlipParty = z.object({
  bank_code: z.string().nullable(),
  name: z.string().nullable(),
  account: z.string().nullable(),
  proxy: z.string().nullable(),
});

export const ZOperatorSlip = ZMemberSlip.extend({
  username: z.string(),
  /** `image` or `qr`: what the member sent */
  source: z.enum(['image', 'qr']),
  /** the sending bank's code in the QR */
  sending_bank: z.string(),
  /** the amount of the pending deposit it was sent for, THB */
  deposit_amount: ZThbWire.nullable(),
  /** what the service said; null when none was asked (none configured) */
  service: z
    .object({
      name: z.string(),
      outcome: z.enum(['found', 'refused', 'unavailable']),
      /** its answer as received, for the agent to read */
      answer: z.string(),
    })
    .nullable(),
  sender: ZSlipParty.nullable(),
  receiver: ZSlipParty.nullable(),
});
export type OperatorSlip = z.infer<typeof ZOperatorSlip>;

/** GET /operator/slips?status= (default review) */
export const ZOperatorSlipsQuery = z.object({
  status: z.enum(SLIP_STATUSES, { error: 'สถานะไม่ถูกต้อง' }).default('review'),
});
export type OperatorSlipsQuery = z.input<typeof ZOperatorSlipsQuery>;

export const ZSlipIdParams = z.object({ id: zQueryInt('รหัสสลิปไม่ถูกต้อง') });

/** GET /operator/slips/:id: the slip with its image, when it came as one. */
export const ZOperatorSlipDetail = z.object({
  slip: ZOperatorSlip,
  /** `data:image/…;base64,...`; null for a slip sent as its QR's text */
  image: z.string().nullable(),
});
export type OperatorSlipDetail = z.infer<typeof ZOperatorSlipDetail>;

/** POST /operator/slips/:id/confirm: the amount the agent saw arrive in the site's account. */
export const ZSlipConfirmRequest = z.object({ amount: ZThbPositive });
export type SlipConfirmRequest = z.input<typeof ZSlipConfirmRequest>;

export const ZSlipDecision = z.object({
  slip: ZOperatorSlip,
  /** the deposit a confirmation paid; null for a rejection */
  payment: ZOperatorPayment.nullable(),
});
export type SlipDecision = z.infer<typeof ZSlipDecision>;

// ---- the calls ---------------------------------------------------------------------

const SLIP_READ = [ErrorCode.SLIP_NO_QR, ErrorCode.SLIP_QR_NOT_SLIP, ErrorCode.SLIP_USED, ErrorCode.DEPOSIT_NOT_FOUND];

export const slipCalls = {
  slipUpload: defineCall({
    method: 'POST',
    path: '/api/member/payment/slip',
    access: 'member',
    summary: {
      th: 'แนบสลิปโอนเงิน (รูปจากแอปธนาคาร): ตรวจสลิปแล้วเติมเงินทันทีเมื่อตรงกัน',
      en: 'Send a transfer slip (the bank app image): checked, and credited at once when it matches',
    },
    query: ZSlipUploadQuery,
    upload: { types: SLIP_UPLOAD_TYPES, maxBytes: SLIP_UPLOAD_MAX_BYTES, wrongType: ErrorCode.SLIP_NOT_IMAGE, tooLarge: ErrorCode.SLIP_TOO_LARGE },
    data: ZMemberSlip,
    moneyMoving: true,
    onceBy: 'bank_reference',
    errors: SLIP_READ,
  }),
  slipQr: defineCall({
    method: 'POST',
    path: '/api/member/payment/slip_qr',
    access: 'member',
    summary: { th: 'แจ้งสลิปด้วย QR ที่สแกนจากสลิป', en: "Send a slip as its QR's text, scanned by the camera" },
    body: ZSlipQrRequest,
    data: ZMemberSlip,
    moneyMoving: true,
    onceBy: 'bank_reference',
    errors: SLIP_READ,
  }),
  slips: defineCall({
    method: 'GET',
    path: '/api/member/payment/slips',
    access: 'member',
    summary: { th: 'สลิปที่แจ้งล่าสุดและสถานะ', en: "The member's latest slips and their status" },
    data: ZMemberSlipsResponse,
    errors: [],
  }),
  demoSlip: defineCall({
    method: 'POST',
    path: '/api/member/payment/demo_slip',
    access: 'member',
    summary: { th: 'สร้างสลิปทดลองของรายการฝาก (เว็บโหมดทดลอง)', en: 'Make a demo slip for a pending deposit (demo mode)' },
    body: ZDemoSlipRequest,
    data: ZDemoSlipResponse,
    errors: [ErrorCode.SLIP_DEMO_ONLY, ErrorCode.DEPOSIT_NOT_FOUND, ErrorCode.DEPOSIT_NOT_PENDING],
  }),
};

const SLIP_DECIDED = [ErrorCode.SLIP_NOT_FOUND, ErrorCode.SLIP_NOT_IN_REVIEW];

export const slipOperatorCalls = {
  slipList: defineCall({
    method: 'GET',
    path: '/operator/slips',
    access: 'agent',
    summary: { th: 'สลิปตามสถานะ (ค่าเริ่มต้น: รอตรวจสอบ)', en: 'Slips by status (default: waiting for review)' },
    query: ZOperatorSlipsQuery,
    data: z.array(ZOperatorSlip),
    errors: [],
  }),
  slipDetail: defineCall({
    method: 'GET',
    path: '/operator/slips/:id',
    access: 'agent',
    summary: { th: 'สลิปพร้อมรูปและคำตอบของบริการตรวจสลิป', en: "A slip with its image and the service's answer" },
    params: ZSlipIdParams,
    data: ZOperatorSlipDetail,
    errors: [ErrorCode.SLIP_NOT_FOUND],
  }),
  slipConfirm: defineCall({
    method: 'POST',
    path: '/operator/slips/:id/confirm',
    access: 'agent',
    summary: { th: 'อนุมัติสลิป: เติมยอดที่เข้าบัญชีจริงเข้ากระเป๋าหลัก', en: 'Confirm a slip: the amount that arrived is credited to the main wallet' },
    params: ZSlipIdParams,
    body: ZSlipConfirmRequest,
    data: ZSlipDecision,
    errors: [...SLIP_DECIDED, ErrorCode.DEPOSIT_NOT_PENDING],
  }),
  slipReject: defineCall({
    method: 'POST',
    path: '/operator/slips/:id/reject',
    access: 'agent',
    summary: { th: 'ไม่อนุมัติสลิป (ไม่มีเงินเคลื่อนไหว) พร้อมเหตุผลถึงสมาชิก', en: 'Reject a slip (no money moves), with a reason for the member' },
    params: ZSlipIdParams,
    body: ZOperatorDecisionRequest,
    data: ZSlipDecision,
    errors: SLIP_DECIDED,
  }),
};
