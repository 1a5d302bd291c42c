/**
 * Yeekee (docs/domain.md "Yeekee"): rounds every few minutes whose result members
 * make by shooting 5-digit numbers. Bets on a yeekee round are ordinary bills
 * (bills.ts); this file is the rounds list, the shots and the proof.
 */
import { z } from 'zod';
import { ErrorCode } from '../../errors.js';
import { defineCall } from '../call.js';
import { ZIsoDateTime, ZIsoDay, zQueryInt, ZPage } from '../common.js';
import { ZLottoRound } from './rounds.js';

const fiveDigits = z.string().regex(/^\d{5}$/);
/** A sum of shots: it outgrows a double in a busy round, so it travels as decimal digits. */
const decimalDigits = z.string().regex(/^\d+$/);

export const ZYeekeeShot = z.object({
  seq: z.number().int().positive(),
  number: fiveDigits,
  /** masked, e.g. "08x-xxx-x678" */
  username: z.string(),
  created_at: ZIsoDateTime,
});
export type YeekeeShot = z.infer<typeof ZYeekeeShot>;

export const ZYeekeeRound = ZLottoRound.extend({
  /** 1-based number of the round in its day */
  round_no: z.number().int().positive(),
  shot_count: z.number().int().min(0),
});
export type YeekeeRound = z.infer<typeof ZYeekeeRound>;

/** GET /api/lotto/yeekee/list?date: the day's yeekee rounds of every yeekee category. */
export const ZYeekeeListQuery = z.object({
  date: ZIsoDay.optional(),
  category_id: zQueryInt('หมวดหวยไม่ถูกต้อง').optional(),
});
export type YeekeeListQuery = z.input<typeof ZYeekeeListQuery>;
export const ZYeekeeListResponse = z.object({
  rounds: z.array(ZYeekeeRound),
  server_time: ZIsoDateTime,
});
export type YeekeeListResponse = z.infer<typeof ZYeekeeListResponse>;

/**
 * GET /api/lotto/yeekee/lists?round_id&page: the shots of a round, newest page first
 * when `page` is given; with `after_seq` the shots after it in `seq` order (the gateway's poll).
 * Within a page shots are in `seq` order. `after_seq` answers at most 1,000 shots: when the
 * last one's `seq` is below `last_seq`, ask again from it.
 */
export const ZYeekeeShotsQuery = z.object({
  round_id: zQueryInt('งวดไม่ถูกต้อง'),
  page: ZPage,
  after_seq: zQueryInt('ลำดับเลขที่ยิงไม่ถูกต้อง', { min: 0 }).optional(),
});
export type YeekeeShotsQuery = z.input<typeof ZYeekeeShotsQuery>;
export const ZYeekeeShotsResponse = z.object({
  round: ZYeekeeRound,
  shots: z.array(ZYeekeeShot),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** sum of every shot of the round so far (for the running sum on the round page) */
  sum: decimalDigits,
  last_seq: z.number().int().min(0),
});
export type YeekeeShotsResponse = z.infer<typeof ZYeekeeShotsResponse>;

export { YEEKEE_SHOTS_PAGE_SIZE, YEEKEE_SHOT_COOLDOWN_SECONDS } from './yeekee-limits.js';

export const ZShootRequest = z.object({
  round_id: z.number({ error: 'กรุณาระบุงวด' }).int().positive({ error: 'งวดไม่ถูกต้อง' }),
  number: z.string({ error: 'กรุณากรอกตัวเลข 5 หลัก' }).trim().regex(/^\d{5}$/, { error: 'กรุณากรอกตัวเลข 5 หลัก' }),
});
/** POST /api/lotto/yeekee/shoot */
export type ShootRequest = z.input<typeof ZShootRequest>;
export const ZShootResponse = z.object({
  shot: ZYeekeeShot,
  /** when this member may shoot again */
  next_shot_at: ZIsoDateTime,
});
export type ShootResponse = z.infer<typeof ZShootResponse>;

/**
 * How a yeekee result was made, for the "check this result" panel: the sum of all
 * shots, the 16th shot back, the house number from the revealed seed.
 */
export const ZYeekeeProof = z.object({
  round_id: z.number().int(),
  shot_count: z.number().int().min(0),
  sum: decimalDigits,
  sixteenth_seq: z.number().int().positive().nullable(),
  sixteenth_number: fiveDigits,
  house_number: fiveDigits,
  seed: z.string(),
  seed_hash: z.string(),
  number: fiveDigits,
});
export type YeekeeProof = z.infer<typeof ZYeekeeProof>;

// ---- the calls -------------------------------------------------------------------------
export const yeekeeCalls = {
  yeekeeList: defineCall({
    method: 'GET',
    path: '/api/lotto/yeekee/list',
    access: 'visitor',
    summary: { th: 'รอบหวยยี่กีของวัน ทุกหมวดยี่กี', en: "A day's yeekee rounds of every yeekee category" },
    query: ZYeekeeListQuery,
    data: ZYeekeeListResponse,
    errors: [ErrorCode.CATEGORY_NOT_FOUND],
  }),
  yeekeeLists: defineCall({
    method: 'GET',
    path: '/api/lotto/yeekee/lists',
    access: 'visitor',
    summary: { th: 'เลขที่ยิงของรอบยี่กี ทีละหน้า หรือต่อจากลำดับที่ระบุ', en: "A yeekee round's shots, by page or after a sequence number" },
    query: ZYeekeeShotsQuery,
    data: ZYeekeeShotsResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND],
  }),
  // Not money-moving: a shot stakes nothing and earns nothing when made. The
  // rewards of the 1st and 16th shot back are paid when the round settles, and
  // reach the wallets push through the settlements feed like any settled bill.
  yeekeeShoot: defineCall({
    method: 'POST',
    path: '/api/lotto/yeekee/shoot',
    access: 'member',
    summary: { th: 'ยิงเลข 5 หลักในรอบยี่กีที่เปิดอยู่', en: 'Shoot a 5-digit number into an open yeekee round' },
    body: ZShootRequest,
    data: ZShootResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND, ErrorCode.ROUND_NOT_OPEN, ErrorCode.SELF_EXCLUDED, ErrorCode.PLAY_TIMEOUT, ErrorCode.SHOT_TOO_SOON],
  }),
};
