import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { defineCall } from './call.js';
import { ZIsoDateTime, zBodyInt, ZLogSeq } from './common.js';

/**
 * A shoe's entry in the public log of commitments (null: none). The upstream always sends it;
 * optional in the type only because the formula page's test answers (features/sooth) predate it.
 * Make it required once they carry it.
 */
const ZShoeLogSeq = ZLogSeq.optional();

/**
 * The baccarat formula page (/sooth; docs/domain.md "Games and the baccarat page";
 * docs/decisions/0040): our live tables' real roads from real shoes, the
 * counts of this shoe and of every shoe dealt, and for each pattern a member
 * might follow, how often it hit, measured, with the number of hands behind
 * it. Nothing here is a prediction: hands are independent.
 */
export const BACCARAT_WINNERS = ['player', 'banker', 'tie'] as const;
export const ZBaccaratWinner = z.enum(BACCARAT_WINNERS);
export type BaccaratWinner = z.infer<typeof ZBaccaratWinner>;

// ---- roads: grid cells, column 0 first, row 0 at the top (6 rows); `hand` is the hand number (1 first) --
const ZCell = { col: z.number().int().min(0), row: z.number().int().min(0) };
export const ZRoads = z.object({
  /** every hand in order, ties included, top to bottom then left to right */
  bead_plate: z.array(z.object({ ...ZCell, hand: z.number().int(), winner: ZBaccaratWinner, player_pair: z.boolean(), banker_pair: z.boolean() })),
  /** banker and player streaks; ties marked on the cell before (or a first cell with no result yet) */
  big_road: z.array(z.object({ ...ZCell, winner: z.enum(['player', 'banker']).nullable(), ties: z.number().int().min(0), hand: z.number().int().nullable() })),
  big_eye_boy: z.array(z.object({ ...ZCell, colour: z.enum(['red', 'blue']) })),
  small_road: z.array(z.object({ ...ZCell, colour: z.enum(['red', 'blue']) })),
  cockroach_pig: z.array(z.object({ ...ZCell, colour: z.enum(['red', 'blue']) })),
});
export type RoadsWire = z.infer<typeof ZRoads>;

export const ZSoothCounts = z.object({
  hands: z.number().int(),
  banker: z.number().int(),
  player: z.number().int(),
  tie: z.number().int(),
  banker_pair: z.number().int(),
  player_pair: z.number().int(),
});
export type SoothCounts = z.infer<typeof ZSoothCounts>;

export const ZSoothHand = z.object({
  /** 1 for a shoe's first hand */
  hand_no: z.number().int(),
  winner: ZBaccaratWinner,
  player_cards: z.array(z.string()),
  banker_cards: z.array(z.string()),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  dealt_at: ZIsoDateTime,
});
export type SoothHand = z.infer<typeof ZSoothHand>;

export const ZSoothTable = z.object({
  table_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** the shoe being dealt: its commitment was published before its first hand */
  shoe: z.object({ shoe_id: z.string(), commitment: z.string(), started_at: ZIsoDateTime }),
  /** this shoe */
  counts: ZSoothCounts,
  roads: ZRoads,
  last_hand: ZSoothHand.nullable(),
});
export type SoothTable = z.infer<typeof ZSoothTable>;

/** The theoretical probabilities of an 8-deck shoe (exact, by enumeration: shared/src/games/baccarat/probabilities.ts). */
export const ZTheoretical = z.object({ banker: z.number(), player: z.number(), tie: z.number(), pair: z.number() });

export const ZSoothBaccaratResponse = z.object({
  tables: z.array(ZSoothTable),
  theoretical: ZTheoretical,
});
export type SoothBaccaratResponse = z.infer<typeof ZSoothBaccaratResponse>;

/** What a member might follow; each predicts banker or player for the next hand (ties push, and are left out). */
export const SOOTH_PATTERNS = ['banker_always', 'player_always', 'follow_last', 'ping_pong', 'streak_of_three'] as const;
export type SoothPattern = (typeof SOOTH_PATTERNS)[number];

const ZMeasured = z.object({
  /** hands where the pattern named a side and the hand was not a tie */
  tries: z.number().int(),
  hits: z.number().int(),
});

export const ZSoothPatternRate = z.object({
  key: z.enum(SOOTH_PATTERNS),
  name: z.string(),
  description: z.string(),
  shoe: ZMeasured,
  all_shoes: ZMeasured,
});
export type SoothPatternRate = z.infer<typeof ZSoothPatternRate>;

/** A shoe that ended: everything needed to rebuild its order and re-deal each hand. */
export const ZRevealedShoe = z.object({
  shoe_id: z.string(),
  commitment: z.string(),
  server_seed: z.string(),
  salt: z.string(),
  hands: z.number().int(),
  /** the site re-dealt the shoe from the seed and found every hand as reported */
  verified: z.boolean(),
  ended_at: ZIsoDateTime,
  log_seq: ZShoeLogSeq,
});
export type RevealedShoe = z.infer<typeof ZRevealedShoe>;

export const ZSoothDetailRequest = z.object({ table_id: zBodyInt('รหัสโต๊ะไม่ถูกต้อง') });
export const ZSoothDetailResponse = z.object({
  table: ZSoothTable,
  /** every hand of this table's shoes so far */
  all_shoes: ZSoothCounts,
  patterns: z.array(ZSoothPatternRate),
  theoretical: ZTheoretical,
  /** the latest shoes that ended, newest first (at most 10) */
  revealed_shoes: z.array(ZRevealedShoe),
});
export type SoothDetailResponse = z.infer<typeof ZSoothDetailResponse>;

/**
 * A revealed shoe in full (docs/decisions/0077): its card order, position 0
 * (the burn card) first, as the published shuffle gives it from the revealed
 * seed (shared/src/games/baccarat/shoe-fair.ts), and every hand as reported
 * and settled, each side's cards in the order they were dealt (first, second,
 * then the third-card draw). Only once the seed is revealed: before that the
 * order would tell every card still to come.
 */
export const ZSoothShoeRequest = z.object({
  table_id: zBodyInt('รหัสโต๊ะไม่ถูกต้อง'),
  shoe_id: z.string({ error: 'รหัสขอนไม่ถูกต้อง' }).min(1, { error: 'รหัสขอนไม่ถูกต้อง' }).max(64, { error: 'รหัสขอนไม่ถูกต้อง' }),
});
export type SoothShoeRequest = z.infer<typeof ZSoothShoeRequest>;

export const ZSoothShoeHand = z.object({
  hand_no: z.number().int(),
  /** where the hand's first card lies in `cards`: P B P B from here, then the draws */
  position: z.number().int().min(0),
  winner: ZBaccaratWinner,
  /** in dealing order: the first and second card, then the third when the player drew */
  player_cards: z.array(z.string()),
  /** in dealing order: the first and second card, then the third when the banker drew */
  banker_cards: z.array(z.string()),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  player_pair: z.boolean(),
  banker_pair: z.boolean(),
  dealt_at: ZIsoDateTime,
});
export type SoothShoeHand = z.infer<typeof ZSoothShoeHand>;

export const ZSoothShoeResponse = z.object({
  table_id: z.number().int(),
  shoe_id: z.string(),
  commitment: z.string(),
  server_seed: z.string(),
  salt: z.string(),
  verified: z.boolean(),
  started_at: ZIsoDateTime,
  ended_at: ZIsoDateTime,
  /** the whole shoe, 416 cards, position 0 first ("AS", "TD": rank then suit) */
  cards: z.array(z.string()),
  hands: z.array(ZSoothShoeHand),
  log_seq: ZShoeLogSeq,
});
export type SoothShoeResponse = z.infer<typeof ZSoothShoeResponse>;

export const soothCalls = {
  baccarat: defineCall({
    method: 'POST',
    path: '/api/sooth/baccarat',
    access: 'visitor',
    summary: { th: 'โต๊ะบาคาร่าสดพร้อมเค้าไพ่ของขอนปัจจุบัน', en: "The live baccarat tables with the current shoe's roads" },
    data: ZSoothBaccaratResponse,
    errors: [],
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/sooth/detail',
    access: 'visitor',
    summary: { th: 'เค้าไพ่ทั้งห้าแบบ สถิติที่วัดได้ และขอนที่เปิดเผยแล้วของโต๊ะหนึ่ง', en: "One table's five roads, measured pattern rates and revealed shoes" },
    body: ZSoothDetailRequest,
    data: ZSoothDetailResponse,
    errors: [ErrorCode.SOOTH_TABLE_NOT_FOUND],
  }),
  shoe: defineCall({
    method: 'POST',
    path: '/api/sooth/shoe',
    access: 'visitor',
    summary: { th: 'ลำดับไพ่ทั้งขอนและไพ่ของทุกตา ของขอนที่จบและเปิดเผยแล้ว', en: "A revealed shoe's full card order and every hand's cards" },
    body: ZSoothShoeRequest,
    data: ZSoothShoeResponse,
    errors: [ErrorCode.SOOTH_TABLE_NOT_FOUND, ErrorCode.SOOTH_SHOE_NOT_FOUND, ErrorCode.SOOTH_SHOE_NOT_REVEALED],
  }),
} as const;
