/**
 * The agent's lotto calls on the upstream (docs/design.md §4), behind the agent key:
 * entering a result, cancelling a round, and the settlements feed the
 * gateway reads to push wallets after a settlement. The console reaches the
 * first two through the gateway's `/agent/lotto/rounds/:round_id/...`.
 */
import { z } from 'zod';
import { ErrorCode } from '../../errors.js';
import { defineCall } from '../call.js';
import { ZIsoDateTime, zQueryInt } from '../common.js';
import { ZLottoRound } from './rounds.js';

/** `:round_id` in an operator path. */
export const ZRoundIdParams = z.object({ round_id: zQueryInt('งวดไม่ถูกต้อง') });
export type RoundIdParams = z.input<typeof ZRoundIdParams>;

/** POST /agent/lotto/rounds/:round_id/result and /operator/lotto/rounds/:round_id/result */
export const ZRoundResultRequest = z.object({
  top3: z.string().regex(/^\d{3}$/, { error: 'เลข 3 ตัวบนต้องเป็นตัวเลข 3 หลัก' }),
  bottom2: z.string().regex(/^\d{2}$/, { error: 'เลข 2 ตัวล่างต้องเป็นตัวเลข 2 หลัก' }),
  first_prize: z.string().regex(/^\d{6}$/, { error: 'รางวัลที่ 1 ต้องเป็นตัวเลข 6 หลัก' }).optional(),
  front3: z.array(z.string().regex(/^\d{3}$/, { error: 'เลขหน้า 3 ตัวต้องเป็นตัวเลข 3 หลัก' })).length(2, { error: 'เลขหน้า 3 ตัวต้องมี 2 ชุด' }).optional(),
  back3: z.array(z.string().regex(/^\d{3}$/, { error: 'เลขท้าย 3 ตัวต้องเป็นตัวเลข 3 หลัก' })).length(2, { error: 'เลขท้าย 3 ตัวต้องมี 2 ชุด' }).optional(),
});
export type RoundResultRequest = z.input<typeof ZRoundResultRequest>;

/** The answer of result and cancel: the round and the members whose balance moved (for `wallets` pushes). */
export const ZRoundSettlementResponse = z.object({
  round: ZLottoRound,
  settled_bills: z.number().int().min(0),
  usernames: z.array(z.string()),
});
export type RoundSettlementResponse = z.infer<typeof ZRoundSettlementResponse>;

/**
 * GET /operator/lotto/settlements?after_id: settlements after that id in order (at most 500 a
 * call; call again from `last_id`). Without `after_id`: no rows, and `last_id` is the newest id,
 * where a poller that just started begins.
 */
export const ZSettlementFeedQuery = z.object({
  after_id: zQueryInt('after_id ต้องเป็นตัวเลขที่ไม่ติดลบ', { min: 0 }).optional(),
});
export type SettlementFeedQuery = z.input<typeof ZSettlementFeedQuery>;
export const ZSettlementFeedResponse = z.object({
  settlements: z.array(
    z.object({
      id: z.number().int(),
      round_id: z.number().int(),
      username: z.string(),
      created_at: ZIsoDateTime,
    }),
  ),
  last_id: z.number().int().min(0),
});
export type SettlementFeedResponse = z.infer<typeof ZSettlementFeedResponse>;

// ---- the calls -------------------------------------------------------------------------
/** What refuses a result or a cancel because of where the round is in its life. */
const FINAL_ROUND = [ErrorCode.ROUND_ALREADY_RESULTED, ErrorCode.ROUND_CANCELLED, ErrorCode.ROUND_RESULT_BY_SEED] as const;

export const lottoOperatorCalls = {
  lottoResult: defineCall({
    method: 'POST',
    path: '/operator/lotto/rounds/:round_id/result',
    access: 'agent',
    summary: { th: 'บันทึกผลหวยของงวดที่ปิดรับแทงแล้ว และจ่ายรางวัล', en: 'Enter the result of a closed round and settle its bills' },
    params: ZRoundIdParams,
    body: ZRoundResultRequest,
    data: ZRoundSettlementResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND, ErrorCode.RESULT_FIELDS_MISSING, ...FINAL_ROUND, ErrorCode.ROUND_NOT_CLOSED, ErrorCode.ROUND_NOT_OPEN],
  }),
  lottoCancel: defineCall({
    method: 'POST',
    path: '/operator/lotto/rounds/:round_id/cancel',
    access: 'agent',
    summary: { th: 'ยกเลิกงวดหวยและคืนเงินทุกโพย', en: 'Cancel a round and refund every bill' },
    params: ZRoundIdParams,
    data: ZRoundSettlementResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND, ...FINAL_ROUND],
  }),
  lottoSettlements: defineCall({
    method: 'GET',
    path: '/operator/lotto/settlements',
    access: 'agent',
    summary: { th: 'รายการสมาชิกที่ได้รับการจ่าย/คืนเงินหวย ต่อจากรหัสที่ระบุ', en: 'Members settled or refunded, after an id (the gateway polls it)' },
    query: ZSettlementFeedQuery,
    data: ZSettlementFeedResponse,
    errors: [],
  }),
};
