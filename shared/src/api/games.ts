import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { defineCall } from './call.js';
import { ZIsoDateTime, zBodyInt, zQueryInt } from './common.js';
import { ZThbWire } from '../money.js';
import { FREE_SPIN_SOURCES } from './free-spin-offer.js';
import { ZWallet } from './member.js';
import { GAME_CATEGORIES, GAME_TAGS, GAME_LIST_LIMIT, LOBBY_KEYS, VOLATILITIES } from './games-catalogue.js';

/**
 * Games (docs/product.md §2–§4, §7; docs/domain.md "Games and the baccarat page"; docs/decisions/0038): the
 * catalogue is data (providers, games, lobby configs); a game opens in the
 * launcher frame from a link the site builds, carrying a short-lived launch
 * token; the provider then moves money only through the provider wallet
 * protocol (provider-wallet.ts). Our own games are one provider among them.
 */
export { GAME_CATEGORIES, GAME_CATEGORY_TH, GAME_TAGS, VOLATILITIES, LOBBY_KEYS, GAME_LIST_LIMIT } from './games-catalogue.js';
export type { GameCategory, Volatility, LobbyKey } from './games-catalogue.js';

export const ZGameProvider = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** a site path or absolute URL; null shows the name alone */
  logo: z.string().nullable(),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  /** our own games, which reach the wallet through the same protocol as any other */
  built_in: z.boolean(),
});
export type GameProvider = z.infer<typeof ZGameProvider>;

export const ZGame = z.object({
  id: z.number().int(),
  /** the provider's own code for the game (what its launch URL names) */
  code: z.string(),
  provider_id: z.number().int(),
  provider_code: z.string(),
  provider_name: z.string(),
  /** docs/product.md §3's selected game carries it as a string; null when the provider has none */
  sub_provider_id: z.string().nullable(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  image: z.string(),
  tags: z.array(z.enum(GAME_TAGS)),
  has_free_spins: z.boolean(),
  /** percent, as published by the provider (ours: computed by enumeration); null when not published */
  rtp: z.number().nullable(),
  volatility: z.enum(VOLATILITIES).nullable(),
  /** a demo link can be had (play money, no ledger) */
  demo: z.boolean(),
});
export type Game = z.infer<typeof ZGame>;


// ---- catalogue -------------------------------------------------------------------------
/** GET /api/game/list: provider (code), category, limit (docs/product.md §7: 60 by default), and `offset` for "more". */
export const ZGameListQuery = z.object({
  provider: z.string().trim().max(32, { error: 'รหัสค่ายเกมยาวเกินไป' }).optional(),
  category: z.enum(GAME_CATEGORIES, { error: 'ประเภทเกมไม่ถูกต้อง' }).optional(),
  tag: z.enum(GAME_TAGS, { error: 'ป้ายเกมไม่ถูกต้อง' }).optional(),
  /** games with a free-spin feature only (the /freespin lobby) */
  free_spins: z.enum(['1'], { error: 'free_spins ต้องเป็น 1' }).optional(),
  q: z.string().trim().max(50, { error: 'คำค้นยาวเกินไป' }).optional(),
  limit: zQueryInt('จำนวนเกมต่อหน้าต้องเป็นตัวเลข 1 ถึง 200', { max: 200 }).default(GAME_LIST_LIMIT),
  offset: zQueryInt('ตำแหน่งเริ่มต้องเป็นตัวเลขตั้งแต่ 0', { min: 0, max: 1_000_000 }).default(0),
});
export type GameListQuery = z.input<typeof ZGameListQuery>;
export const ZGameListResponse = z.object({
  games: z.array(ZGame),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type GameListResponse = z.infer<typeof ZGameListResponse>;

/** GET /api/game/lobby: the home sections: hot, the member's last played, and each category's first games. */
export const ZGameLobbyResponse = z.object({
  hot: z.array(ZGame),
  /** newest first; empty for a visitor */
  last_played: z.array(ZGame),
  categories: z.array(z.object({ category: z.enum(GAME_CATEGORIES), name: z.string(), total: z.number().int(), games: z.array(ZGame) })),
  providers: z.array(ZGameProvider),
});
export type GameLobbyResponse = z.infer<typeof ZGameLobbyResponse>;

/** GET /api/lobby/configs?lobby_key: what a lobby page shows: its title, filter, providers and banner. */
export const ZLobbyConfigsQuery = z.object({ lobby_key: z.enum(LOBBY_KEYS, { error: 'ไม่พบหน้ารวมเกมนี้' }) });
export const ZLobbyConfig = z.object({
  lobby_key: z.enum(LOBBY_KEYS),
  title: z.string(),
  description: z.string(),
  /** the games this lobby lists: a category, or every game with free spins */
  category: z.enum(GAME_CATEGORIES).nullable(),
  free_spins_only: z.boolean(),
  providers: z.array(ZGameProvider.extend({ games: z.number().int() })),
  page_size: z.number().int(),
});
export type LobbyConfig = z.infer<typeof ZLobbyConfig>;
export const ZLobbyConfigsResponse = z.object({ config: ZLobbyConfig });

// ---- launching ---------------------------------------------------------------------------
/** Spec §7: POST /api/game/wallets takes the ids as strings (digits only, never coerced from anything else). */
const stringId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number);

export const ZGameWalletsRequest = z.object({
  game_id: stringId('รหัสเกมไม่ถูกต้อง'),
  provider_id: stringId('รหัสค่ายเกมไม่ถูกต้อง'),
  sub_provider_id: z.string({ error: 'รหัสค่ายย่อยไม่ถูกต้อง' }).max(32, { error: 'รหัสค่ายย่อยไม่ถูกต้อง' }).nullable().optional(),
});
export type GameWalletsRequest = z.input<typeof ZGameWalletsRequest>;
/** The member's wallets this game may be played with (the bonus wallet only where the game allows it). */
export const ZGameWalletsResponse = z.object({ wallets: z.array(ZWallet) });
export type GameWalletsResponse = z.infer<typeof ZGameWalletsResponse>;

const ZSource = z.string({ error: 'ที่มาไม่ถูกต้อง' }).trim().max(32, { error: 'ที่มาไม่ถูกต้อง' }).default('lobby');

export const ZGameLinkRequest = z.object({
  wallet_id: zBodyInt('กรุณาเลือกกระเป๋าเงิน'),
  game_id: zBodyInt('รหัสเกมไม่ถูกต้อง'),
  provider_id: zBodyInt('รหัสค่ายเกมไม่ถูกต้อง'),
  is_mobile: z.boolean({ error: 'is_mobile ต้องเป็น true หรือ false' }).default(true),
  source: ZSource,
  /** a free-spin credit to play (the /freespin lobby); the game must have free spins */
  free_spin_id: zBodyInt('สิทธิ์ฟรีสปินไม่ถูกต้อง').optional(),
});
export type GameLinkRequest = z.input<typeof ZGameLinkRequest>;
export const ZGameLinkResponse = z.object({
  link: z.string(),
  /** the launch token in the link must be used before this */
  expires_at: ZIsoDateTime,
});
export type GameLinkResponse = z.infer<typeof ZGameLinkResponse>;

export const ZGameDemoRequest = z.object({
  game_id: zBodyInt('รหัสเกมไม่ถูกต้อง'),
  provider_id: zBodyInt('รหัสค่ายเกมไม่ถูกต้อง'),
  is_mobile: z.boolean({ error: 'is_mobile ต้องเป็น true หรือ false' }).default(true),
  source: ZSource,
  agent_code: z.string().trim().max(32, { error: 'รหัสเอเย่นต์ยาวเกินไป' }).optional(),
});
export type GameDemoRequest = z.input<typeof ZGameDemoRequest>;
export const ZGameDemoResponse = z.object({ link: z.string() });

// ---- free-spin credits -----------------------------------------------------------------
/** A member's free-spin credit (docs/decisions/0039), usable through `POST /api/game/link` with its id. */
export const ZFreeSpinCredit = z.object({
  id: z.number().int(),
  source: z.enum(FREE_SPIN_SOURCES),
  /** what granted it, in Thai (the promotion's, quest's or prize's name) */
  title: z.string(),
  spins_total: z.number().int(),
  spins_left: z.number().int(),
  /** THB staked by each spin, paid by the credit */
  bet: ZThbWire,
  granted_at: ZIsoDateTime,
  expires_at: ZIsoDateTime,
  /** the one game it plays; null: any game with free spins */
  game: ZGame.nullable(),
});
export type FreeSpinCredit = z.infer<typeof ZFreeSpinCredit>;
/** The credits still usable (spins left, not expired), the soonest to expire first. */
export const ZFreeSpinCreditsResponse = z.object({ credits: z.array(ZFreeSpinCredit) });
export type FreeSpinCreditsResponse = z.infer<typeof ZFreeSpinCreditsResponse>;

export const gameCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/game/list',
    access: 'visitor',
    summary: { th: 'รายการเกม กรองตามค่าย ประเภท ป้าย และคำค้น', en: 'Games by provider, category, tag and search' },
    query: ZGameListQuery,
    data: ZGameListResponse,
    errors: [],
  }),
  lobby: defineCall({
    method: 'GET',
    path: '/api/game/lobby',
    access: 'visitor',
    summary: { th: 'หน้ารวมเกม: เกมฮิต เกมที่เล่นล่าสุด และแต่ละประเภท', en: 'The games lobby: hot, last played and each category' },
    data: ZGameLobbyResponse,
    errors: [],
  }),
  lobbyConfigs: defineCall({
    method: 'GET',
    path: '/api/lobby/configs',
    access: 'visitor',
    summary: { th: 'การตั้งค่าหน้ารวมเกมแต่ละหน้า', en: "A lobby page's configuration" },
    query: ZLobbyConfigsQuery,
    data: ZLobbyConfigsResponse,
    errors: [],
  }),
  wallets: defineCall({
    method: 'POST',
    path: '/api/game/wallets',
    access: 'member',
    summary: { th: 'กระเป๋าเงินที่ใช้เล่นเกมนี้ได้', en: 'The wallets this game may be played with' },
    body: ZGameWalletsRequest,
    data: ZGameWalletsResponse,
    errors: [ErrorCode.GAME_NOT_FOUND],
  }),
  link: defineCall({
    method: 'POST',
    path: '/api/game/link',
    access: 'member',
    summary: { th: 'ลิงก์เข้าเล่นเกมด้วยเงินจริง (โทเคนใช้ได้ครั้งเดียว อายุสั้น)', en: 'A real-money game link with a short-lived one-time launch token' },
    body: ZGameLinkRequest,
    data: ZGameLinkResponse,
    errors: [
      ErrorCode.GAME_NOT_FOUND,
      ErrorCode.GAME_UNAVAILABLE,
      ErrorCode.GAME_WALLET_NOT_ALLOWED,
      ErrorCode.FREE_SPIN_NOT_USABLE,
      ErrorCode.SELF_EXCLUDED,
      ErrorCode.PLAY_TIMEOUT,
    ],
  }),
  freeSpins: defineCall({
    method: 'GET',
    path: '/api/game/free-spins',
    access: 'member',
    summary: { th: 'สิทธิ์ฟรีสปินของสมาชิกที่ยังใช้ได้', en: "The member's usable free-spin credits" },
    data: ZFreeSpinCreditsResponse,
    errors: [],
  }),
  demo: defineCall({
    method: 'POST',
    path: '/api/game/demo',
    access: 'visitor',
    summary: { th: 'ลิงก์ทดลองเล่น (เงินสมมติ ไม่ผ่านกระเป๋าเงิน)', en: 'A demo link: play money, never the wallet' },
    body: ZGameDemoRequest,
    data: ZGameDemoResponse,
    errors: [ErrorCode.GAME_NOT_FOUND, ErrorCode.GAME_UNAVAILABLE, ErrorCode.GAME_DEMO_UNAVAILABLE],
  }),
};
