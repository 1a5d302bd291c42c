import { z } from 'zod';
import { ZThb } from '../money.js';
import type { AgentEvent, Notification } from './agent.js';
import type { WalletsResponse } from './member.js';

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

export type BroadcastResponse =
  | { kind: 'notification'; username: string | null; notification: Notification }
  | { kind: 'announcement'; username: null; event: AgentEvent };

/** POST /agent/credit and /operator/credit: negative amounts take money. */
export const ZCreditRequest = z.object({
  username: z.string({ error: 'กรุณาระบุสมาชิก' }).trim().regex(/^\d{10}$/, { error: 'ชื่อผู้ใช้ไม่ถูกต้อง' }),
  amount: ZThb.refine((satang) => satang !== 0, { error: 'จำนวนเงินต้องไม่เป็น 0' }),
  reason: z.string({ error: 'กรุณาระบุเหตุผล' }).trim().min(1, { error: 'กรุณาระบุเหตุผล' }).max(200, { error: 'เหตุผลยาวเกินไป' }),
});
export type CreditRequest = z.input<typeof ZCreditRequest>;

export interface CreditResponse {
  username: string;
  entry_id: number;
  wallets: WalletsResponse;
}

/** GET /agent/stats */
export interface AgentStats {
  uptime_s: number;
  nodes: number;
  sockets: number;
  topics: Record<string, { sockets: number }>;
  upstream_calls_per_minute: Record<string, number>;
  unsupported_calls: string[];
}

/** GET /agent/members and /operator/members?q=: members by username prefix, for the console. */
export const ZOperatorMembersQuery = z.object({
  q: z.string().trim().regex(/^\d{0,10}$/, { error: 'ค้นหาด้วยตัวเลขของเบอร์โทรศัพท์เท่านั้น' }).optional(),
});
export type OperatorMembersQuery = z.input<typeof ZOperatorMembersQuery>;

export interface OperatorMember {
  username: string;
  first_name: string;
  last_name: string;
  /** sum of the member's wallets, THB */
  total: number;
}
export type OperatorMembersResponse = OperatorMember[];

/** POST /agent/broadcast answers the broadcast and whether the upstream stored it (false: pushed live only). */
export type AgentBroadcastResponse = BroadcastResponse & { stored: boolean };
