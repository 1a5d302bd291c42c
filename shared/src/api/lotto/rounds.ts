/**
 * What anyone may read of the lotto (docs/product.md §7, docs/domain.md "Lotto": "keep the names"): bet
 * types, categories, rounds and their results, rates, limits and rules, and
 * the lobby. Money on the wire is THB with two decimals; rates are THB paid
 * per 1 THB staked.
 */
import { z } from 'zod';
import { ErrorCode } from '../../errors.js';
import { ZThbWire } from '../../money.js';
import { defineCall } from '../call.js';
import { ZIsoDateTime, ZIsoDay, ZLogSeq, zQueryInt, ZPage } from '../common.js';

// ---- bet types -------------------------------------------------------------------------
export const BET_TYPES = ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'] as const;
export const ZBetType = z.enum(BET_TYPES, { error: 'ประเภทการแทงไม่ถูกต้อง' });
export type BetType = z.infer<typeof ZBetType>;

/** Thai names and digit counts of the bet types' table (docs/domain.md "Lotto"). */
export const BET_TYPE_INFO: Record<BetType, { label: string; digits: number; thaiOnly: boolean }> = {
  '3top': { label: '3 ตัวบน', digits: 3, thaiOnly: false },
  '3tod': { label: '3 ตัวโต๊ด', digits: 3, thaiOnly: false },
  '3front': { label: '3 ตัวหน้า', digits: 3, thaiOnly: true },
  '3back': { label: '3 ตัวล่าง', digits: 3, thaiOnly: true },
  '2top': { label: '2 ตัวบน', digits: 2, thaiOnly: false },
  '2bottom': { label: '2 ตัวล่าง', digits: 2, thaiOnly: false },
  runtop: { label: 'วิ่งบน', digits: 1, thaiOnly: false },
  runbottom: { label: 'วิ่งล่าง', digits: 1, thaiOnly: false },
};

// ---- query fields ----------------------------------------------------------------------
// Ids and pages arrive as text: digits only, so "1e2" or a repeated key is refused, not guessed.
const roundIdField = zQueryInt('งวดไม่ถูกต้อง');
const categoryIdField = zQueryInt('หมวดหวยไม่ถูกต้อง');
/** Spec §7 adds the site's fixed agent id to some reads; the embedded upstream serves one agent and ignores it. */
const agentIdField = zQueryInt('เอเย่นต์ไม่ถูกต้อง').optional();
/** A page of a lotto list, from 1 (bills and shots page the same way). */
// ---- categories and rounds --------------------------------------------------------------
/** `thai`: government lottery (first prize, front3, back3); `yeekee`: shot rounds; `standard`: the rest. */
export const ZLottoKind = z.enum(['thai', 'standard', 'yeekee']);
export type LottoKind = z.infer<typeof ZLottoKind>;
export const ZLottoGroup = z.enum(['thai', 'foreign', 'hanoi', 'stock', 'yeekee']);
export type LottoGroup = z.infer<typeof ZLottoGroup>;

export const ZLottoCategory = z.object({
  category_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  group: ZLottoGroup,
  kind: ZLottoKind,
  /** bet types this category takes, in the order the bet page shows them */
  bet_types: z.array(ZBetType),
  /** minutes between yeekee rounds; null for scheduled draws */
  round_minutes: z.number().positive().nullable(),
});
export type LottoCategory = z.infer<typeof ZLottoCategory>;

export const ROUND_STATUSES = ['upcoming', 'open', 'closed', 'resulted', 'cancelled'] as const;
export const ZRoundStatus = z.enum(ROUND_STATUSES, { error: 'สถานะงวดไม่ถูกต้อง' });
export type RoundStatus = z.infer<typeof ZRoundStatus>;

const digits = (count: number) => z.string().regex(new RegExp(`^\\d{${count}}$`));

export const ZLottoResult = z.object({
  top3: digits(3),
  bottom2: digits(2),
  /** Thai government draws only, like `front3` and `back3` */
  first_prize: digits(6).optional(),
  front3: z.array(digits(3)).optional(),
  back3: z.array(digits(3)).optional(),
});
export type LottoResult = z.infer<typeof ZLottoResult>;

export const ZLottoRound = z.object({
  round_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  status: ZRoundStatus,
  opens_at: ZIsoDateTime,
  closes_at: ZIsoDateTime,
  result: ZLottoResult.optional(),
  /** SHA-256 (hex) of the seed committed when the round opened; null when results are entered by the agent */
  seed_hash: z.string().nullable().optional(),
  /** the seed, revealed with the result */
  seed: z.string().nullable().optional(),
  /**
   * the seed's entry in the public log of commitments (null when it has none: no seed, or
   * opened before the log existed). In the answers that show rounds to check (rounds, round,
   * result, results, the yeekee list and shots); left out where a round is only named (lobby, bills).
   */
  log_seq: ZLogSeq.optional(),
});
export type LottoRound = z.infer<typeof ZLottoRound>;

/** GET /api/lotto/lobby: the one call answering with `status` instead of `error` (docs/product.md §3). */
export const ZLottoLobbyResponse = z.object({
  categories: z.array(ZLottoCategory.extend({ rounds: z.array(ZLottoRound) })),
  server_time: ZIsoDateTime,
});
export type LottoLobbyResponse = z.infer<typeof ZLottoLobbyResponse>;

/** GET /api/lotto/rounds */
export const ZRoundsQuery = z.object({
  category_id: categoryIdField.optional(),
  status: ZRoundStatus.optional(),
  date: ZIsoDay.optional(),
});
export type RoundsQuery = z.input<typeof ZRoundsQuery>;
export const ZRoundsResponse = z.object({ rounds: z.array(ZLottoRound) });
export type RoundsResponse = z.infer<typeof ZRoundsResponse>;

export const ZRoundIdQuery = z.object({ round_id: roundIdField });
export type RoundIdQuery = z.input<typeof ZRoundIdQuery>;

export const ZCategoryQuery = z.object({
  category_id: categoryIdField,
  agent_id: agentIdField,
});
export type CategoryQuery = z.input<typeof ZCategoryQuery>;

/** GET /api/lotto/round?round_id */
export const ZRoundResponse = z.object({
  round: ZLottoRound,
  category: ZLottoCategory,
  server_time: ZIsoDateTime,
});
export type RoundResponse = z.infer<typeof ZRoundResponse>;

// ---- rates, limits, restricted numbers -------------------------------------------------
/** THB paid per 1 THB staked, to the hundredth (900, 3.2). */
const ZRate = z.number().min(0);

export const ZRateRow = z.object({ bet_type: ZBetType, rate: ZRate });
export type RateRow = z.infer<typeof ZRateRow>;

export const ZLimitRow = z.object({
  bet_type: ZBetType,
  /** THB per item */
  min_amount: ZThbWire,
  max_amount: ZThbWire,
  /** THB staked on one number in one round by all members together (exposure cap) */
  max_per_number: ZThbWire,
});
export type LimitRow = z.infer<typeof ZLimitRow>;

/** A เลขอั้น: closed to bets, or paid at a reduced rate. */
export const ZRestrictedNumber = z.object({
  bet_type: ZBetType,
  number: z.string(),
  kind: z.enum(['closed', 'reduced']),
  /** the rate paid when `reduced` */
  rate: ZRate.nullable(),
});
export type RestrictedNumber = z.infer<typeof ZRestrictedNumber>;

/** GET /api/lotto/rule?category_id: the category's rules in Thai, for the rules dialog. */
export const ZRuleResponse = z.object({
  category_id: z.number().int(),
  rules: z.array(z.string()),
});
export type RuleResponse = z.infer<typeof ZRuleResponse>;

/** GET /api/lotto/rate?round_id: the rates this round pays, with its restricted numbers. */
export const ZRateResponse = z.object({
  round_id: z.number().int(),
  rates: z.array(ZRateRow),
  restricted: z.array(ZRestrictedNumber),
});
export type RateResponse = z.infer<typeof ZRateResponse>;

/** GET /api/lotto/rates?category_id?&agent_id: every category's rates (the /lotto/rates page). */
export const ZRatesQuery = z.object({
  category_id: categoryIdField.optional(),
  agent_id: agentIdField,
});
export type RatesQuery = z.input<typeof ZRatesQuery>;
export const ZRatesResponse = z.object({
  categories: z.array(
    z.object({
      category_id: z.number().int(),
      name: z.string(),
      group: ZLottoGroup,
      rates: z.array(ZRateRow),
      limits: z.array(ZLimitRow),
    }),
  ),
});
export type RatesResponse = z.infer<typeof ZRatesResponse>;

/** GET /api/lotto/limit?round_id */
export const ZLimitResponse = z.object({
  round_id: z.number().int(),
  limits: z.array(ZLimitRow),
  restricted: z.array(ZRestrictedNumber),
});
export type LimitResponse = z.infer<typeof ZLimitResponse>;

// ---- results ---------------------------------------------------------------------------
/** GET /api/lotto/result?round_id */
export const ZResultResponse = z.object({ round: ZLottoRound });
export type ResultResponse = z.infer<typeof ZResultResponse>;

/** GET /api/lotto/results?category_id&date&page&agent_id: resulted rounds, newest first. */
export const ZResultsQuery = z.object({
  category_id: categoryIdField.optional(),
  date: ZIsoDay.optional(),
  page: ZPage,
  agent_id: agentIdField,
});
export type ResultsQuery = z.input<typeof ZResultsQuery>;
export const ZResultsResponse = z.object({
  results: z.array(ZLottoRound),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type ResultsResponse = z.infer<typeof ZResultsResponse>;

export const RESULTS_PAGE_SIZE = 20;

// ---- the calls -------------------------------------------------------------------------
// Reading rounds, rates and results needs no member (docs/decisions/0010).
export const lottoRoundCalls = {
  lobby: defineCall({
    method: 'GET',
    path: '/api/lotto/lobby',
    access: 'visitor',
    summary: { th: 'หน้ารวมหวย: ทุกหมวดพร้อมงวดที่เปิดอยู่และผลล่าสุด', en: 'The lotto lobby: every category with its live rounds and latest result' },
    data: ZLottoLobbyResponse,
    envelope: 'status',
    errors: [],
  }),
  rounds: defineCall({
    method: 'GET',
    path: '/api/lotto/rounds',
    access: 'visitor',
    summary: { th: 'งวดหวยของวัน กรองตามหมวดและสถานะ', en: "A day's rounds, filtered by category and status" },
    query: ZRoundsQuery,
    data: ZRoundsResponse,
    errors: [ErrorCode.CATEGORY_NOT_FOUND],
  }),
  round: defineCall({
    method: 'GET',
    path: '/api/lotto/round',
    access: 'visitor',
    summary: { th: 'งวดหวยหนึ่งงวด พร้อมหมวดและเวลาของเซิร์ฟเวอร์', en: 'One round with its category and the server time' },
    query: ZRoundIdQuery,
    data: ZRoundResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND],
  }),
  result: defineCall({
    method: 'GET',
    path: '/api/lotto/result',
    access: 'visitor',
    summary: { th: 'ผลของงวดหวยหนึ่งงวด', en: 'The result of one round' },
    query: ZRoundIdQuery,
    data: ZResultResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND],
  }),
  results: defineCall({
    method: 'GET',
    path: '/api/lotto/results',
    access: 'visitor',
    summary: { th: 'ผลหวยย้อนหลัง ล่าสุดก่อน กรองตามหมวดและวัน', en: 'Past results, newest first, by category and day' },
    query: ZResultsQuery,
    data: ZResultsResponse,
    errors: [ErrorCode.CATEGORY_NOT_FOUND],
  }),
  rule: defineCall({
    method: 'GET',
    path: '/api/lotto/rule',
    access: 'visitor',
    summary: { th: 'กติกาของหมวดหวยเป็นภาษาไทย', en: "A category's rules, in Thai" },
    query: ZCategoryQuery,
    data: ZRuleResponse,
    errors: [ErrorCode.CATEGORY_NOT_FOUND],
  }),
  rate: defineCall({
    method: 'GET',
    path: '/api/lotto/rate',
    access: 'visitor',
    summary: { th: 'อัตราจ่ายของงวดและเลขอั้น', en: "A round's payout rates and restricted numbers" },
    query: ZRoundIdQuery,
    data: ZRateResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND],
  }),
  rates: defineCall({
    method: 'GET',
    path: '/api/lotto/rates',
    access: 'visitor',
    summary: { th: 'อัตราจ่ายและขั้นต่ำสูงสุดของทุกหมวด', en: "Every category's payout rates and stake limits" },
    query: ZRatesQuery,
    data: ZRatesResponse,
    errors: [ErrorCode.CATEGORY_NOT_FOUND],
  }),
  limit: defineCall({
    method: 'GET',
    path: '/api/lotto/limit',
    access: 'visitor',
    summary: { th: 'แทงขั้นต่ำสูงสุดของงวดและเลขอั้น', en: "A round's stake limits and restricted numbers" },
    query: ZRoundIdQuery,
    data: ZLimitResponse,
    errors: [ErrorCode.ROUND_NOT_FOUND],
  }),
};
