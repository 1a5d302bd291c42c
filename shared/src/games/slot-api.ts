/**
 * The built-in provider's own API (docs/decisions/0038), between the `/play`
 * page in the launcher frame and the provider (`games/`), served under
 * `/games/api/*` (the gateway passes it to the provider). It is not the
 * site's API: the provider answers it and moves money only through the
 * provider wallet protocol. Same envelope as the site: `{ error, message, data }`.
 * The browser's game session rides as `Authorization: Bearer <session>`.
 */
import { z } from 'zod';
import { zBodyInt, ZLogSeq, zPaged } from '../api/common.js';
import { ZThb, ZThbWire } from '../money.js';
import { SLOT_STRIPS_API } from './slot-strips-paths.js';

export { SLOT_STRIPS_API, SLOT_STRIPS_FILE_ROUTE, slotStripsFileName, slotStripsFileUrl } from './slot-strips-paths.js';

export const SLOT_API = {
  session: '/games/api/session',
  spin: '/games/api/spin',
  rotate: '/games/api/seed/rotate',
  history: '/games/api/history',
  /** public (no session): a title's strips, paytable and lines, `{ game }` in the body (slot-strips-paths.ts) */
  strips: SLOT_STRIPS_API,
} as const;

/** Total bets a member may choose, THB (each a multiple of 20 satang, so 20 lines share it exactly). */
export const SLOT_BETS_THB = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

const ZClientSeed = z
  .string({ error: 'เมล็ดสุ่มของคุณต้องเป็นตัวอักษร 1–64 ตัว' })
  .trim()
  .min(1, { error: 'เมล็ดสุ่มของคุณต้องเป็นตัวอักษร 1–64 ตัว' })
  .max(64, { error: 'เมล็ดสุ่มของคุณต้องเป็นตัวอักษร 1–64 ตัว' })
  .regex(/^[\x21-\x7e]+$/, { error: 'เมล็ดสุ่มใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และสัญลักษณ์' });

// ---- session ---------------------------------------------------------------------------
/** Real money: the launch token from the link; demo: `demo: true` and play money, never the wallet. */
export const ZSlotSessionRequest = z.union([
  z.object({ game: z.string().min(1).max(64), token: z.string().min(1).max(128) }),
  z.object({ game: z.string().min(1).max(64), demo: z.literal(true) }),
]);
export type SlotSessionRequest = z.input<typeof ZSlotSessionRequest>;

/** What the info panel publishes: the exact figures from enumeration (shared/src/games/slots/published.json). */
export const ZSlotInfo = z.object({
  code: z.string(),
  name: z.string(),
  volatility: z.enum(['low', 'medium', 'high']),
  rtp_percent: z.number(),
  rtp_fraction: z.string(),
  hit_frequency: z.number(),
  free_spins_one_in: z.number(),
  max_win_x: z.number(),
  lines: z.number().int(),
  /** paylines as the row (0–2) on each of the 5 reels */
  paylines: z.array(z.array(z.number().int())),
  /** pays in multiples of the line bet for 3, 4, 5 of a kind, by symbol id */
  line_pays: z.record(z.string(), z.tuple([z.number(), z.number(), z.number()])),
  scatter_pays: z.tuple([z.number(), z.number(), z.number()]),
  free_spins: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  free_spin_multiplier: z.number(),
  /** the strips, symbol ids, one array per reel: the outcome is published as a function of these */
  base_strips: z.array(z.array(z.string())),
  free_strips: z.array(z.array(z.string())),
  bets: z.array(ZThbWire),
});
export type SlotInfo = z.infer<typeof ZSlotInfo>;

export const ZSlotFairness = z.object({
  /** SHA-256 hex of the server seed in use, shown before any spin on it */
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** the next spin's nonce */
  nonce: z.number().int(),
});
export type SlotFairness = z.infer<typeof ZSlotFairness>;

/** The launch's free-spin credit (docs/decisions/0039): its spins stake `bet` and the member pays nothing. */
export const ZSlotFreeSpin = z.object({ spins_left: z.number().int().min(0), bet: ZThbWire });
export type SlotFreeSpin = z.infer<typeof ZSlotFreeSpin>;

export const ZSlotSession = z.object({
  session: z.string(),
  mode: z.enum(['real', 'demo']),
  display_name: z.string(),
  balance: ZThbWire,
  currency: z.literal('THB'),
  game: ZSlotInfo,
  fairness: ZSlotFairness,
  /** null: the launch carries no free-spin credit */
  free_spin: ZSlotFreeSpin.nullable(),
});
export type SlotSession = z.infer<typeof ZSlotSession>;

/**
 * A live game's entry in the session answer: one of our baccarat tables, the
 * fishing game or virtual football. Each has its own API for what it shows
 * (baccarat-api.ts, fishing-api.ts, football-api.ts); `fairness` is the
 * member's seed pair for fishing, the open shoe's commitment for a table and
 * the next match's for football.
 */
export const LIVE_GAME_KINDS = ['baccarat', 'fishing', 'football'] as const;
export const ZLiveGameInfo = z.object({ kind: z.enum(LIVE_GAME_KINDS), code: z.string(), name: z.string() });
export type LiveGameInfo = z.infer<typeof ZLiveGameInfo>;
export const ZLiveGameSession = ZSlotSession.extend({ game: ZLiveGameInfo, free_spin: z.null() });
export type LiveGameSession = z.infer<typeof ZLiveGameSession>;

/** What `/games/api/session` answers: a slot's session, or a live game's. */
export const ZGameSession = z.union([ZSlotSession, ZLiveGameSession]);
export type GameSession = z.infer<typeof ZGameSession>;
export const isLiveGameSession = (session: GameSession): session is LiveGameSession => 'kind' in session.game;

// ---- a spin ----------------------------------------------------------------------------
export const ZSlotSpinRequest = z.object({
  /** the total bet, THB: one of SLOT_BETS_THB */
  bet: ZThb.refine((satang) => (SLOT_BETS_THB as readonly number[]).includes(satang / 100), { error: 'กรุณาเลือกเดิมพันจากรายการ' }),
  /** play one spin of the launch's free-spin credit: the credit's bet is staked instead of `bet`, and nothing is paid */
  free_spin: z.boolean({ error: 'free_spin ต้องเป็น true หรือ false' }).default(false),
});
export type SlotSpinRequest = z.input<typeof ZSlotSpinRequest>;

export const ZSlotLineWin = z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), win: ZThbWire });
export const ZSlotOutcome = z.object({
  stops: z.array(z.number().int()),
  /** grid[reel][row], symbol ids */
  grid: z.array(z.array(z.string())),
  line_wins: z.array(ZSlotLineWin),
  scatter_count: z.number().int(),
  scatter_win: ZThbWire,
  win: ZThbWire,
});
export type SlotOutcome = z.infer<typeof ZSlotOutcome>;

export const ZSlotSpin = z.object({
  /** the provider's round id (also the wallet transactions' round) */
  round_id: z.string(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  bet: ZThbWire,
  /** a spin of a free-spin credit: `bet` was staked by the credit */
  free_spin: z.boolean(),
  base: ZSlotOutcome,
  free_spins: z.array(ZSlotOutcome),
  total_win: ZThbWire,
  created_at: z.iso.datetime({ offset: true }),
});
export type SlotSpin = z.infer<typeof ZSlotSpin>;

export const ZSlotSpinResponse = z.object({ spin: ZSlotSpin, balance: ZThbWire, fairness: ZSlotFairness, free_spin: ZSlotFreeSpin.nullable() });
export type SlotSpinResponse = z.infer<typeof ZSlotSpinResponse>;

// ---- seeds -----------------------------------------------------------------------------
/** Reveals the seed in use (every spin on it can now be recomputed) and starts a new one with the member's client seed. */
export const ZSlotRotateRequest = z.object({ client_seed: ZClientSeed });
export const ZSlotRotateResponse = z.object({
  revealed: z.object({ server_seed: z.string(), server_seed_hash: z.string(), client_seed: z.string(), spins: z.number().int(), log_seq: ZLogSeq }),
  fairness: ZSlotFairness,
});
export type SlotRotateResponse = z.infer<typeof ZSlotRotateResponse>;

// ---- history ---------------------------------------------------------------------------
/** Spins (and fishing shots) a page of history holds. */
export const GAME_HISTORY_PAGE_SIZE = 50;
export const HISTORY_PAGE_MESSAGE = 'หน้าต้องเป็นตัวเลขตั้งแต่ 1';

/** A page of the member's history of this game (from 1; 1 when left out). */
export const ZGameHistoryRequest = z.object({ page: zBodyInt(HISTORY_PAGE_MESSAGE, { max: 100_000 }).default(1) });
export type GameHistoryRequest = z.input<typeof ZGameHistoryRequest>;

export const ZSlotHistorySpin = ZSlotSpin.extend({ server_seed: z.string().nullable(), log_seq: ZLogSeq });
export type SlotHistorySpin = z.infer<typeof ZSlotHistorySpin>;

/**
 * The member's spins of this game, newest first, a page at a time (the site's `Paged` shape),
 * each with its server seed once revealed. Every spin is kept (docs/decisions/0076), so every
 * spin of a revealed seed is on some page.
 */
export const ZSlotHistoryResponse = zPaged(ZSlotHistorySpin);
export type SlotHistoryResponse = z.infer<typeof ZSlotHistoryResponse>;

// ---- the published strips ---------------------------------------------------------------
export const ZSlotStripsRequest = z.object({
  game: z.string({ error: 'กรุณาระบุรหัสเกม' }).min(1, { error: 'กรุณาระบุรหัสเกม' }).max(64, { error: 'รหัสเกมยาวเกินไป' }),
});
export type SlotStripsRequest = z.input<typeof ZSlotStripsRequest>;

/**
 * What a title plays with, as a member may download it and recompute any spin: every position of
 * every reel strip (symbol ids, base game and free spins), the paytable, the lines and the RTP as the
 * exact fraction the enumeration gives (shared/src/games/slots/published.json).
 */
export const ZSlotStripsTable = z.object({
  code: z.string(),
  name: z.string(),
  rtp_fraction: z.string(),
  rtp_percent: z.number(),
  /** symbol id → its Thai name */
  symbols: z.record(z.string(), z.string()),
  wild: z.string(),
  scatter: z.string(),
  base_strips: z.array(z.array(z.string())),
  free_strips: z.array(z.array(z.string())),
  /** the row (0–2) on each of the 5 reels, one array per line */
  paylines: z.array(z.array(z.number().int())),
  /** multiples of the line bet for 3, 4, 5 of a kind, by symbol id */
  line_pays: z.record(z.string(), z.tuple([z.number(), z.number(), z.number()])),
  /** multiples of the total bet for 3, 4, 5 scatters anywhere */
  scatter_pays: z.tuple([z.number(), z.number(), z.number()]),
  free_spins: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  free_spin_multiplier: z.number(),
});
export type SlotStripsTable = z.infer<typeof ZSlotStripsTable>;
