import { z } from 'zod';
import { ZThbPositive, ZThbWire } from '../money.js';
import { defineCall } from './call.js';
import { ZIsoDateTime } from './common.js';

/**
 * Responsible play (docs/domain.md "Members"): a daily deposit limit, a daily loss
 * limit, a time-out (24 h to 6 weeks) and self-exclusion (6 months or more).
 * A stricter value takes effect at once; a looser one (or removing a limit)
 * after 24 h. A time-out or an exclusion cannot be shortened.
 */
export const TIMEOUT_HOURS = { min: 24, max: 6 * 7 * 24 } as const;
export const SELF_EXCLUDE_DAYS = { min: 180, max: 3650 } as const;
/** A looser limit waits this long. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** THB, or null to remove the limit. */
const ZLimitAmount = ZThbPositive.nullable();

/** POST /api/member/limits: only the fields sent change. */
export const ZLimitsRequest = z
  .object({
    deposit_daily: ZLimitAmount.optional(),
    loss_daily: ZLimitAmount.optional(),
    // JSON integers only: a string such as "1e2" once set a 100-hour time-out.
    timeout_hours: z
      .number({ error: 'ระยะพักต้องเป็นตัวเลข' })
      .int({ error: 'ระยะพักต้องเป็นจำนวนชั่วโมงเต็ม' })
      .min(TIMEOUT_HOURS.min, { error: 'พักการเล่นได้ตั้งแต่ 24 ชั่วโมง' })
      .max(TIMEOUT_HOURS.max, { error: 'พักการเล่นได้ไม่เกิน 6 สัปดาห์' })
      .optional(),
    self_exclude_days: z
      .number({ error: 'ระยะงดเล่นต้องเป็นตัวเลข' })
      .int({ error: 'ระยะงดเล่นต้องเป็นจำนวนวันเต็ม' })
      .min(SELF_EXCLUDE_DAYS.min, { error: 'งดเล่นด้วยตนเองได้ตั้งแต่ 6 เดือน (180 วัน)' })
      .max(SELF_EXCLUDE_DAYS.max, { error: 'งดเล่นด้วยตนเองได้ไม่เกิน 10 ปี' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: 'กรุณาระบุขีดจำกัดที่ต้องการตั้ง',
  });
export type LimitsRequest = z.input<typeof ZLimitsRequest>;

/** One money limit: what holds now, a looser value waiting for its date, and today's use. */
export const ZMoneyLimit = z.object({
  /** THB, null for none */
  current: ZThbWire.nullable(),
  pending: z.object({ value: ZThbWire.nullable(), effective_at: ZIsoDateTime }).nullable(),
  /** THB used today (deposits, or net loss: bets − wins) */
  used_today: ZThbWire,
});
export type MoneyLimit = z.infer<typeof ZMoneyLimit>;

/** GET /api/member/limits; POST answers it too. */
export const ZLimitsResponse = z.object({
  deposit_daily: ZMoneyLimit,
  loss_daily: ZMoneyLimit,
  timeout_until: ZIsoDateTime.nullable(),
  self_excluded_until: ZIsoDateTime.nullable(),
});
export type LimitsResponse = z.infer<typeof ZLimitsResponse>;

// ---- the calls ---------------------------------------------------------------------
// Reading and setting limits stay open in a time-out and a self-exclusion: they are how a member gets there.

export const limitsCalls = {
  limits: defineCall({
    method: 'GET',
    path: '/api/member/limits',
    access: 'member',
    summary: { th: 'ขีดจำกัดการเล่นของสมาชิก (ฝาก เสีย พักการเล่น งดเล่น)', en: "The member's responsible-play limits (deposit, loss, time-out, exclusion)" },
    data: ZLimitsResponse,
    errors: [],
  }),
  limitsUpdate: defineCall({
    method: 'POST',
    path: '/api/member/limits',
    access: 'member',
    summary: {
      th: 'ตั้งขีดจำกัดการเล่น (เข้มขึ้นมีผลทันที ผ่อนลงมีผลหลัง 24 ชั่วโมง)',
      en: 'Set limits (stricter at once, looser after 24 hours)',
    },
    body: ZLimitsRequest,
    data: ZLimitsResponse,
    errors: [],
  }),
};
