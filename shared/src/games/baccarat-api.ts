/**
 * Our live baccarat tables' own API (docs/decisions/0040), between the table
 * page in the launcher frame (`/play?game=bac-1&token=…`) and the built-in
 * provider, under `/games/api/baccarat/*` (POST only: the gateway passes only
 * POSTs to the provider). The session is the one `/games/api/session` opened
 * with the launch token (Authorization: Bearer). Money moves only through the
 * provider wallet protocol: a bet is debited when it is placed (a refusal is
 * shown at once), and the hand's whole return is credited once at settlement.
 */
import { z } from 'zod';
import { ZThbPositive, ZThbWire } from '../money.js';
import { BET_SIDES } from './baccarat/payouts.js';

export { BACCARAT_API, BUILT_IN_BACCARAT_TABLES, isBaccaratTableCode } from './baccarat-tables.js';

export const ZBetSide = z.enum(BET_SIDES, { error: 'ฝั่งที่แทงไม่ถูกต้อง' });
export const BET_SIDE_TH: Record<(typeof BET_SIDES)[number], string> = {
  player: 'ผู้เล่น',
  banker: 'เจ้ามือ',
  tie: 'เสมอ',
  player_pair: 'คู่ผู้เล่น',
  banker_pair: 'คู่เจ้ามือ',
};

/**
 * What each bet pays, as settleBet settles it (baccarat/payouts.ts): the table
 * pages and /fairness state it in these words, so none of them says it another way.
 */
export const BACCARAT_PAYS_TH = [
  'ผู้เล่นชนะ จ่าย 1 ต่อ 1',
  'เจ้ามือชนะ จ่าย 1 ต่อ 1 หักค่าคอมมิชชัน 5% จากเงินที่ได้',
  'เสมอ จ่าย 8 ต่อ 1',
  'คู่ผู้เล่นและคู่เจ้ามือ จ่าย 11 ต่อ 1 (ไพ่สองใบแรกของฝั่งนั้นแต้มเดียวกัน)',
] as const;

/** A tie pushes player and banker bets: the stake comes back whole (settleBet's 'push'). */
export const TIE_REFUND_TH = 'เมื่อออกเสมอ เดิมพันฝั่งผู้เล่นและฝั่งเจ้ามือได้เงินเดิมพันคืนเต็มจำนวน (ไม่ได้ไม่เสีย) ส่วนเดิมพันเสมอได้ 8 ต่อ 1';

/** Table limits, THB: per member and hand, on each side. */
export const BACCARAT_LIMITS = { min: 10, max: 50_000, tie_max: 5_000, pair_max: 5_000 } as const;
/** The chips the page offers, THB. */
export const BACCARAT_CHIPS_THB = [10, 50, 100, 500, 1_000, 5_000] as const;

const ZCards = z.array(z.string());
export const ZBaccaratHand = z.object({
  hand_no: z.number().int(),
  player_cards: ZCards,
  banker_cards: ZCards,
  player_total: z.number().int(),
  banker_total: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  player_pair: z.boolean(),
  banker_pair: z.boolean(),
});
export type BaccaratHand = z.infer<typeof ZBaccaratHand>;

export const ZBaccaratTable = z.object({
  code: z.string(),
  name: z.string(),
  phase: z.enum(['betting', 'dealing', 'result']),
  /** when the phase ends (count down against `server_time`, not the phone's clock) */
  ends_at: z.string(),
  shoe: z.object({ id: z.string(), commitment: z.string(), hands: z.number().int() }),
  /** the hand being bet on, dealt or shown */
  hand_no: z.number().int(),
  last_hand: ZBaccaratHand.nullable(),
  /** this shoe's results in order, for the roads (shared/src/games/baccarat/roads.ts) */
  results: z.array(z.object({ winner: z.enum(['player', 'banker', 'tie']), player_pair: z.boolean(), banker_pair: z.boolean() })),
  /** everyone's stakes on the hand being bet on, per side (amounts only, never who; a side nobody backed may be left out) */
  totals: z.partialRecord(ZBetSide, ZThbWire),
});
export type BaccaratTable = z.infer<typeof ZBaccaratTable>;

export const ZBaccaratTimings = z.object({ betting_ms: z.number(), dealing_ms: z.number(), result_ms: z.number() });

export const ZBaccaratTablesResponse = z.object({
  server_time: z.string(),
  timing: ZBaccaratTimings,
  tables: z.array(ZBaccaratTable),
});
export type BaccaratTablesResponse = z.infer<typeof ZBaccaratTablesResponse>;

/** One table for the member at it: the table, the member's bets on the hand in play, and what the last settled hand returned. */
export const ZBaccaratTableRequest = z.object({ table: z.string().regex(/^bac-[1-9]\d{0,2}$/, { error: 'รหัสโต๊ะไม่ถูกต้อง' }) });
export const ZMyBets = z.object({ hand_no: z.number().int(), bets: z.partialRecord(ZBetSide, ZThbWire) });
export const ZBaccaratTableResponse = z.object({
  server_time: z.string(),
  timing: ZBaccaratTimings,
  table: ZBaccaratTable,
  limits: z.object({ min: ZThbWire, max: ZThbWire, tie_max: ZThbWire, pair_max: ZThbWire }),
  /** the member's stakes on the hand in play (empty sides left out) */
  my_bets: ZMyBets,
  /** the member's last settled hand at this table: staked and returned (stake back included), null when none */
  my_last: z.object({ hand_no: z.number().int(), staked: ZThbWire, returned: ZThbWire }).nullable(),
  balance: ZThbWire,
});
export type BaccaratTableResponse = z.infer<typeof ZBaccaratTableResponse>;

export const ZBaccaratBetRequest = z.object({
  table: ZBaccaratTableRequest.shape.table,
  /** the hand the member sees open: a bet that arrives after it closed is refused */
  hand_no: z.number({ error: 'ตาที่แทงไม่ถูกต้อง' }).int({ error: 'ตาที่แทงไม่ถูกต้อง' }).min(1, { error: 'ตาที่แทงไม่ถูกต้อง' }),
  side: ZBetSide,
  amount: ZThbPositive,
});
export type BaccaratBetRequest = z.input<typeof ZBaccaratBetRequest>;
export const ZBaccaratBetResponse = z.object({ my_bets: ZMyBets, balance: ZThbWire });
export type BaccaratBetResponse = z.infer<typeof ZBaccaratBetResponse>;
