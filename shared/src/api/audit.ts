import { z } from 'zod';
import { defineCall } from './call.js';
import { ZIsoDateTime, ZPage, zPaged } from './common.js';

/**
 * Who changed what on the agent side, and when (docs/decisions/0033). Every
 * agent write that succeeds is one entry: the call, its params and body, the
 * operator's name and the address it came from. The agent key is shared, so
 * the name is the one the operator signed in to the console with
 * (`OPERATOR_NAME_HEADER`), not a proof of identity; entries are never edited.
 */
export const OPERATOR_NAME_HEADER = 'x-operator-name';

/** The name an operator signs in to the console with: Thai or Latin letters, digits, spaces, . _ - */
export const ZOperatorName = z
  .string({ error: 'กรุณากรอกชื่อผู้ใช้งานคอนโซล' })
  .trim()
  .min(1, { error: 'กรุณากรอกชื่อผู้ใช้งานคอนโซล' })
  .max(40, { error: 'ชื่อผู้ใช้งานยาวได้ไม่เกิน 40 ตัวอักษร' })
  .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, { error: 'ชื่อผู้ใช้งานใช้ได้เฉพาะตัวอักษร ตัวเลข เว้นวรรค และ . _ -' });

/** Header values travel as latin-1: the console sends the name percent-encoded, the servers decode it. */
export const encodeOperatorName = (name: string): string => encodeURIComponent(name.trim());
export function decodeOperatorName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const parsed = ZOperatorName.safeParse(decodeURIComponent(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** the operator's name, null when the call came without one (a script with the key) */
  actor: z.string().nullable(),
  /** the registry call: `POST /operator/quests/:id` */
  call: z.string(),
  /** its Thai summary, for the console's list */
  summary: z.string(),
  /** the path's params and the body, as JSON text */
  params: z.string(),
  body: z.string(),
  ip: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({ page: ZPage });
export type AuditQuery = z.input<typeof ZAuditQuery>;

export const auditOperatorCalls = {
  audit: defineCall({
    method: 'GET',
    path: '/operator/audit',
    access: 'agent',
    summary: { th: 'ประวัติการเปลี่ยนแปลงฝั่งเอเย่นต์: ใคร ทำอะไร เมื่อไร', en: 'The agent side’s audit list: who changed what, and when' },
    query: ZAuditQuery,
    data: zPaged(ZAuditEntry),
    errors: [],
  }),
};
