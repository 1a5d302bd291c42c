import { z } from 'zod';
import { BANK_CODES } from '../banks.js';
import { ErrorCode } from '../errors.js';
import { defineCall } from './call.js';
import { ZAgentCodeQuery, ZIsoDateTime } from './common.js';

/** POST /api/agent/config */
export const ZAgentConfigResponse = z.object({
  agent_code: z.string(),
  name: z.string(),
  info: z.object({
    agent_logo: z.string().nullable(),
    line_contact_url: z.string().nullable(),
    line_admin_url: z.string().nullable(),
  }),
});
export type AgentConfigResponse = z.infer<typeof ZAgentConfigResponse>;

/** POST /api/agent/bank_accounts */
export const ZAgentBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.enum(BANK_CODES),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
});
export type AgentBankAccount = z.infer<typeof ZAgentBankAccount>;

/** POST /api/agent/true_money_accounts */
export const ZAgentTrueMoneyAccount = z.object({
  id: z.number().int(),
  phone: z.string(),
  account_name: z.string(),
});
export type AgentTrueMoneyAccount = z.infer<typeof ZAgentTrueMoneyAccount>;

/** GET /api/notifications: type 1 is an announcement with an image, others are text. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type Notification = z.infer<typeof ZNotification>;

/** GET /api/banner */
export const ZBanner = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof ZBanner>;

/** GET /api/event/list: one image per event in the announcement dialog. */
export const ZAgentEvent = z.object({
  id: z.number().int(),
  /** null for a text-only announcement, shown as a text slide */
  image: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type AgentEvent = z.infer<typeof ZAgentEvent>;

/** GET /api/agent/validate?code= */
export const ZAgentValidateResponse = z.object({
  valid: z.boolean(),
  agent_code: z.string(),
});
export type AgentValidateResponse = z.infer<typeof ZAgentValidateResponse>;

export const ZAgentValidateQuery = z.object({
  code: z.string({ error: 'กรุณาระบุรหัสเอเย่นต์' }).trim().min(1, { error: 'กรุณาระบุรหัสเอเย่นต์' }).max(32, { error: 'รหัสเอเย่นต์ยาวเกินไป' }),
});
export type AgentValidateQuery = z.input<typeof ZAgentValidateQuery>;

// ---- the calls ---------------------------------------------------------------------
// The spec's agent calls are POSTs that name the agent in the body or the query
// string (the body wins); the GETs name it in the query. Without a code the
// site's own agent answers; an unknown code is INVALID_AGENT_CODE.
const byAgentCode = { query: ZAgentCodeQuery, body: ZAgentCodeQuery } as const;
const unknownAgent = [ErrorCode.INVALID_AGENT_CODE];

export const agentCalls = {
  config: defineCall({
    method: 'POST',
    path: '/api/agent/config',
    access: 'visitor',
    summary: { th: 'ข้อมูลเอเย่นต์: ชื่อ โลโก้ และลิงก์ LINE', en: "The agent's name, logo and LINE links" },
    ...byAgentCode,
    data: ZAgentConfigResponse,
    errors: unknownAgent,
  }),
  bankAccounts: defineCall({
    method: 'POST',
    path: '/api/agent/bank_accounts',
    access: 'visitor',
    summary: { th: 'บัญชีธนาคารของเอเย่นต์สำหรับรับโอนเงินฝาก', en: "The agent's bank accounts that take deposits" },
    ...byAgentCode,
    data: z.array(ZAgentBankAccount),
    errors: unknownAgent,
  }),
  trueMoneyAccounts: defineCall({
    method: 'POST',
    path: '/api/agent/true_money_accounts',
    access: 'visitor',
    summary: { th: 'บัญชีทรูมันนี่วอลเล็ทของเอเย่นต์', en: "The agent's TrueMoney wallets that take deposits" },
    ...byAgentCode,
    data: z.array(ZAgentTrueMoneyAccount),
    errors: unknownAgent,
  }),
  notifications: defineCall({
    method: 'GET',
    path: '/api/notifications',
    access: 'visitor',
    summary: {
      th: 'การแจ้งเตือนของเอเย่นต์ และของสมาชิกเองเมื่อส่งโทเคนมา',
      en: "The agent's notifications, and the member's own when a token is sent",
    },
    query: ZAgentCodeQuery,
    data: z.array(ZNotification),
    errors: unknownAgent,
  }),
  banner: defineCall({
    method: 'GET',
    path: '/api/banner',
    access: 'visitor',
    summary: { th: 'แบนเนอร์หน้าแรกของเอเย่นต์', en: "The agent's home page banners" },
    query: ZAgentCodeQuery,
    data: z.array(ZBanner),
    errors: unknownAgent,
  }),
  eventList: defineCall({
    method: 'GET',
    path: '/api/event/list',
    access: 'visitor',
    summary: { th: 'ประกาศกิจกรรมของเอเย่นต์ ใหม่สุดก่อน', en: "The agent's announcements, newest first" },
    query: ZAgentCodeQuery,
    data: z.array(ZAgentEvent),
    errors: unknownAgent,
  }),
  validate: defineCall({
    method: 'GET',
    path: '/api/agent/validate',
    access: 'visitor',
    summary: { th: 'ตรวจว่ารหัสเอเย่นต์มีอยู่จริงหรือไม่', en: 'Whether an agent code exists' },
    query: ZAgentValidateQuery,
    data: ZAgentValidateResponse,
    errors: [],
  }),
};
