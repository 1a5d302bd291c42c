/**
 * The lotto and yeekee calls of spec §7 with the wire shapes of DOMAIN.md
 * ("keep the names"). Money on the wire is THB with two decimals; rates are
 * THB paid per 1 THB staked.
 */
import { z } from 'zod';
import { ZThbPositive } from '../money.js';
import type { WalletsResponse } from './member.js';
import { ZIsoDay, ZPage } from './common.js';

// ---- bet types -------------------------------------------------------------------------
export const BET_TYPES = ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Thai names and digit counts of DOMAIN.md's table. */
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

// ---- categories and rounds --------------------------------------------------------------
/** `thai`: government lottery (first prize, front3, back3); `yeekee`: shot rounds; `standard`: the rest. */
export type LottoKind = 'thai' | 'standard' | 'yeekee';
export type LottoGroup = 'thai' | 'foreign' | 'hanoi' | 'stock' | 'yeekee';

export interface LottoCategory {
  category_id: number;
  code: string;
  name: string;
  group: LottoGroup;
  kind: LottoKind;
  /** bet types this category takes, in the order the bet page shows them */
  bet_types: BetType[];
  /** minutes between yeekee rounds; null for scheduled draws */
  round_minutes: number | null;
}

export type RoundStatus = 'upcoming' | 'open' | 'closed' | 'resulted' | 'cancelled';

export interface LottoResult {
  top3: string;
  bottom2: string;
  first_prize?: string;
  front3?: string[];
  back3?: string[];
}

export interface LottoRound {
  round_id: number;
  category_id: number;
  name: string;
  status: RoundStatus;
  opens_at: string;
  closes_at: string;
  result?: LottoResult;
  /** SHA-256 (hex) of the seed committed when the round opened; null when results are entered by the agent */
  seed_hash?: string | null;
  /** the seed, revealed with the result */
  seed?: string | null;
}

/** GET /api/lotto/lobby: the one call answering with `status` instead of `error` (spec §3). */
export interface LottoLobbyResponse {
  categories: (LottoCategory & { rounds: LottoRound[] })[];
  server_time: string;
}

/** GET /api/lotto/rounds */
export const ZRoundsQuery = z.object({
  category_id: z.coerce.number({ error: 'หมวดหวยไม่ถูกต้อง' }).int().positive().optional(),
  status: z.enum(['upcoming', 'open', 'closed', 'resulted', 'cancelled'], { error: 'สถานะงวดไม่ถูกต้อง' }).optional(),
  date: ZIsoDay.optional(),
});
export type RoundsQuery = z.input<typeof ZRoundsQuery>;
export interface RoundsResponse {
  rounds: LottoRound[];
}

export const ZRoundIdQuery = z.object({
  round_id: z.coerce.number({ error: 'กรุณาระบุงวด' }).int({ error: 'งวดไม่ถูกต้อง' }).positive({ error: 'งวดไม่ถูกต้อง' }),
});
export type RoundIdQuery = z.input<typeof ZRoundIdQuery>;

export const ZCategoryQuery = z.object({
  category_id: z.coerce.number({ error: 'กรุณาระบุหมวดหวย' }).int().positive({ error: 'หมวดหวยไม่ถูกต้อง' }),
  agent_id: z.coerce.number().int().positive().optional(),
});
export type CategoryQuery = z.input<typeof ZCategoryQuery>;

/** GET /api/lotto/round?round_id */
export interface RoundResponse {
  round: LottoRound;
  category: LottoCategory;
  server_time: string;
}

// ---- rates, limits, restricted numbers -------------------------------------------------
export interface RateRow {
  bet_type: BetType;
  rate: number;
}

export interface LimitRow {
  bet_type: BetType;
  /** THB per item */
  min_amount: number;
  max_amount: number;
  /** THB staked on one number in one round by all members together (exposure cap) */
  max_per_number: number;
}

/** A เลขอั้น: closed to bets, or paid at a reduced rate. */
export interface RestrictedNumber {
  bet_type: BetType;
  number: string;
  kind: 'closed' | 'reduced';
  /** the rate paid when `reduced` */
  rate: number | null;
}

/** GET /api/lotto/rule?category_id: the category's rules in Thai, for the rules dialog. */
export interface RuleResponse {
  category_id: number;
  rules: string[];
}

/** GET /api/lotto/rate?round_id: the rates this round pays, with its restricted numbers. */
export interface RateResponse {
  round_id: number;
  rates: RateRow[];
  restricted: RestrictedNumber[];
}

/** GET /api/lotto/rates?category_id?&agent_id: every category's rates (the /lotto/rates page). */
export const ZRatesQuery = z.object({
  category_id: z.coerce.number().int().positive({ error: 'หมวดหวยไม่ถูกต้อง' }).optional(),
  agent_id: z.coerce.number().int().positive().optional(),
});
export type RatesQuery = z.input<typeof ZRatesQuery>;
export interface RatesResponse {
  categories: { category_id: number; name: string; group: LottoGroup; rates: RateRow[]; limits: LimitRow[] }[];
}

/** GET /api/lotto/limit?round_id */
export interface LimitResponse {
  round_id: number;
  limits: LimitRow[];
  restricted: RestrictedNumber[];
}

// ---- results ---------------------------------------------------------------------------
/** GET /api/lotto/result?round_id */
export interface ResultResponse {
  round: LottoRound;
}

/** GET /api/lotto/results?category_id&date&page&agent_id: resulted rounds, newest first. */
export const ZResultsQuery = z.object({
  category_id: z.coerce.number().int().positive({ error: 'หมวดหวยไม่ถูกต้อง' }).optional(),
  date: ZIsoDay.optional(),
  page: ZPage,
  agent_id: z.coerce.number().int().positive().optional(),
});
export type ResultsQuery = z.input<typeof ZResultsQuery>;
export interface ResultsResponse {
  results: LottoRound[];
  page: number;
  page_size: number;
  total: number;
}

export const RESULTS_PAGE_SIZE = 20;

// ---- bills -----------------------------------------------------------------------------
export const ZBetNumber = z.string({ error: 'กรุณาระบุตัวเลข' }).trim().regex(/^\d{1,3}$/, { error: 'ตัวเลขไม่ถูกต้อง' });

export const ZBillItem = z
  .object({
    bet_type: z.enum(BET_TYPES, { error: 'ประเภทการแทงไม่ถูกต้อง' }),
    number: ZBetNumber,
    amount: ZThbPositive,
  })
  .refine((item) => item.number.length === BET_TYPE_INFO[item.bet_type].digits, {
    error: 'จำนวนหลักของตัวเลขไม่ตรงกับประเภทการแทง',
    path: ['number'],
  });

export const MAX_BILL_ITEMS = 200;

export const ZBillRequest = z.object({
  round_id: z.number({ error: 'กรุณาระบุงวด' }).int().positive({ error: 'งวดไม่ถูกต้อง' }),
  items: z
    .array(ZBillItem, { error: 'กรุณาเพิ่มรายการแทง' })
    .min(1, { error: 'กรุณาเพิ่มรายการแทง' })
    .max(MAX_BILL_ITEMS, { error: `แทงได้ไม่เกิน ${MAX_BILL_ITEMS} รายการต่อโพย` }),
  agent_id: z.number().int().positive().optional(),
});
/** POST /api/lotto/bill/validate and /bill/create (create also takes the idempotency key header). */
export type BillRequest = z.input<typeof ZBillRequest>;

/** One item as validate and create answer it. */
export interface BillItemQuote {
  bet_type: BetType;
  number: string;
  amount: number;
  /** the rate this item gets (reduced for a restricted number) */
  rate: number;
  /** amount × rate, THB */
  payout: number;
  /** Thai reason when the item cannot be bet; null when it can */
  error: string | null;
}

/** validate: error 0 with `ok: false` and per-item errors when some items cannot be bet. */
export interface BillQuote {
  round_id: number;
  ok: boolean;
  items: BillItemQuote[];
  total: number;
  possible_payout: number;
}

export type BillStatus = 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded';

export interface BillItem extends Omit<BillItemQuote, 'error'> {
  status: BillStatus;
  /** THB paid for this item; 0 until won */
  win_amount: number;
}

export interface BillSummary {
  bill_id: number;
  round_id: number;
  round_name: string;
  category_id: number;
  status: BillStatus;
  total: number;
  win_amount: number;
  item_count: number;
  created_at: string;
  /** until when the member may cancel; null when the bill cannot be cancelled */
  cancel_until: string | null;
}

/** bill/create and bill/detail */
export interface Bill extends BillSummary {
  items: BillItem[];
  round: LottoRound;
}

/** POST /api/lotto/bill/create: the bill and the balance after the debit. */
export interface BillCreateResponse extends Bill {
  wallets: WalletsResponse;
}

export const ZBillIdRequest = z.object({
  bill_id: z.number({ error: 'กรุณาระบุโพย' }).int().positive({ error: 'โพยไม่ถูกต้อง' }),
  agent_id: z.number().int().positive().optional(),
});
/** POST /api/lotto/bill/cancel */
export type BillIdRequest = z.input<typeof ZBillIdRequest>;
export interface BillCancelResponse {
  bill: Bill;
  wallets: WalletsResponse;
}

export const ZBillIdQuery = z.object({
  bill_id: z.coerce.number({ error: 'กรุณาระบุโพย' }).int().positive({ error: 'โพยไม่ถูกต้อง' }),
});
export type BillIdQuery = z.input<typeof ZBillIdQuery>;

/** GET /api/lotto/bill/list */
export const ZBillListQuery = z.object({
  status: z.enum(['pending', 'won', 'lost', 'cancelled', 'refunded'], { error: 'สถานะโพยไม่ถูกต้อง' }).optional(),
  round_id: z.coerce.number().int().positive({ error: 'งวดไม่ถูกต้อง' }).optional(),
  page: ZPage,
});
export type BillListQuery = z.input<typeof ZBillListQuery>;
export interface BillListResponse {
  bills: BillSummary[];
  page: number;
  page_size: number;
  total: number;
}

export const BILL_PAGE_SIZE = 20;

// ---- yeekee ----------------------------------------------------------------------------
export interface YeekeeShot {
  seq: number;
  number: string;
  /** masked, e.g. "08x-xxx-x678" */
  username: string;
  created_at: string;
}

export interface YeekeeRound extends LottoRound {
  /** 1-based number of the round in its day */
  round_no: number;
  shot_count: number;
}

/** GET /api/lotto/yeekee/list?date: the day's yeekee rounds of every yeekee category. */
export const ZYeekeeListQuery = z.object({
  date: ZIsoDay.optional(),
  category_id: z.coerce.number().int().positive({ error: 'หมวดหวยไม่ถูกต้อง' }).optional(),
});
export type YeekeeListQuery = z.input<typeof ZYeekeeListQuery>;
export interface YeekeeListResponse {
  rounds: YeekeeRound[];
  server_time: string;
}

/**
 * GET /api/lotto/yeekee/lists?round_id&page: the shots of a round, newest page first
 * when `page` is given; with `after_seq` the shots after it in `seq` order (the gateway's poll).
 * Within a page shots are in `seq` order. `after_seq` answers at most 1,000 shots: when the
 * last one's `seq` is below `last_seq`, ask again from it.
 */
export const ZYeekeeShotsQuery = z.object({
  round_id: z.coerce.number({ error: 'กรุณาระบุงวด' }).int().positive({ error: 'งวดไม่ถูกต้อง' }),
  page: ZPage,
  after_seq: z.coerce.number().int().min(0).optional(),
});
export type YeekeeShotsQuery = z.input<typeof ZYeekeeShotsQuery>;
export interface YeekeeShotsResponse {
  round: YeekeeRound;
  shots: YeekeeShot[];
  page: number;
  page_size: number;
  total: number;
  /** sum of every shot of the round so far (for the running sum on the round page) */
  sum: string;
  last_seq: number;
}

export const YEEKEE_SHOTS_PAGE_SIZE = 100;
export const YEEKEE_SHOT_COOLDOWN_SECONDS = 10;

export const ZShootRequest = z.object({
  round_id: z.number({ error: 'กรุณาระบุงวด' }).int().positive({ error: 'งวดไม่ถูกต้อง' }),
  number: z.string({ error: 'กรุณากรอกตัวเลข 5 หลัก' }).trim().regex(/^\d{5}$/, { error: 'กรุณากรอกตัวเลข 5 หลัก' }),
});
/** POST /api/lotto/yeekee/shoot */
export type ShootRequest = z.input<typeof ZShootRequest>;
export interface ShootResponse {
  shot: YeekeeShot;
  /** when this member may shoot again */
  next_shot_at: string;
}

/**
 * How a yeekee result was made, for the "check this result" panel: the sum of all
 * shots, the 16th shot back, the house number from the revealed seed.
 */
export interface YeekeeProof {
  round_id: number;
  shot_count: number;
  sum: string;
  sixteenth_seq: number | null;
  sixteenth_number: string;
  house_number: string;
  seed: string;
  seed_hash: string;
  number: string;
}

// ---- operator --------------------------------------------------------------------------
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
export interface RoundSettlementResponse {
  round: LottoRound;
  settled_bills: number;
  usernames: string[];
}

/**
 * GET /operator/lotto/settlements?after_id: settlements after that id in order (at most 500 a
 * call; call again from `last_id`). Without `after_id`: no rows, and `last_id` is the newest id,
 * where a poller that just started begins.
 */
export const ZSettlementFeedQuery = z.object({
  after_id: z.coerce.number({ error: 'after_id ต้องเป็นตัวเลข' }).int().min(0, { error: 'after_id ต้องไม่ติดลบ' }).optional(),
});
export type SettlementFeedQuery = z.input<typeof ZSettlementFeedQuery>;
export interface SettlementFeedResponse {
  settlements: { id: number; round_id: number; username: string; created_at: string }[];
  last_id: number;
}
