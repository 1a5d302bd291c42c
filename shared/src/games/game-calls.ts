/**
 * The built-in provider's own API, declared once like the site's registry
 * (api/registry.ts): the `/play` pages in the launcher frame call it under
 * `/games/api/*`, the gateway passes it to the provider (`games/`), and the
 * provider mounts its routes from these entries. The OpenAPI document lists
 * them under their own tag, served by the provider. It is not the site's API:
 * the provider answers it and moves money only through the provider wallet
 * protocol (provider-wallet.ts).
 */
import { z } from 'zod';
import { defineCall } from '../api/call.js';
import { ErrorCode } from '../errors.js';
import { BACCARAT_API, ZBaccaratBetRequest, ZBaccaratBetResponse, ZBaccaratTableRequest, ZBaccaratTableResponse, ZBaccaratTablesResponse } from './baccarat-api.js';
import { FISHING_API, ZFishingInfoResponse, ZFishingShotRequest, ZFishingShotResponse, ZFishingShotsResponse } from './fishing-api.js';
import { FOOTBALL_API, ZFootballBetRequest, ZFootballBetResponse, ZFootballMatchesResponse, ZFootballMyBetsResponse } from './football-api.js';
import {
  SLOT_API,
  SLOT_STRIPS_FILE_ROUTE,
  ZGameHistoryRequest,
  ZGameSession,
  ZSlotHistoryResponse,
  ZSlotRotateRequest,
  ZSlotRotateResponse,
  ZSlotSessionRequest,
  ZSlotSpinRequest,
  ZSlotSpinResponse,
  ZSlotStripsRequest,
  ZSlotStripsTable,
} from './slot-api.js';

/** What the site's wallet may refuse a stake with; the provider passes the refusal on as the site answered it. */
const WALLET_REFUSALS = [
  ErrorCode.INSUFFICIENT_BALANCE,
  ErrorCode.SELF_EXCLUDED,
  ErrorCode.PLAY_TIMEOUT,
  ErrorCode.LIMIT_LOSS_DAILY,
  ErrorCode.PROVIDER_ROUND_CLOSED,
  ErrorCode.UPSTREAM_DOWN,
] as const;

const NO_BODY = z.object({});

export const GAME_CALLS = {
  session: defineCall({
    method: 'POST',
    path: SLOT_API.session,
    access: 'visitor',
    summary: {
      th: 'เปิดเซสชันเกมด้วยโทเค็นจากลิงก์เข้าเกม (เงินจริง) หรือโหมดทดลอง: ข้อมูลเกม ยอดเงิน และคู่เมล็ดสุ่มที่ใช้อยู่',
      en: 'Open a game session with the launch token (real money) or in demo mode: the game, the balance and the seed pair in use',
    },
    body: ZSlotSessionRequest,
    data: ZGameSession,
    errors: [ErrorCode.GAME_NOT_FOUND, ErrorCode.GAME_DEMO_UNAVAILABLE, ErrorCode.LAUNCH_TOKEN_INVALID, ErrorCode.UPSTREAM_DOWN],
  }),
  spin: defineCall({
    method: 'POST',
    path: SLOT_API.spin,
    access: 'game_session',
    summary: { th: 'หมุนสล็อตหนึ่งครั้ง (หรือหนึ่งสิทธิ์ฟรีสปิน)', en: 'One slot spin (or one spin of the free-spin credit)' },
    body: ZSlotSpinRequest,
    data: ZSlotSpinResponse,
    errors: [ErrorCode.GAME_NOT_FOUND, ErrorCode.FREE_SPIN_NOT_USABLE, ...WALLET_REFUSALS],
  }),
  rotateSeed: defineCall({
    method: 'POST',
    path: SLOT_API.rotate,
    access: 'game_session',
    summary: {
      th: 'เปิดเผยเมล็ดสุ่มฝั่งเซิร์ฟเวอร์ที่ใช้อยู่ (ตรวจทุกสปินของเมล็ดนั้นได้) แล้วเริ่มเมล็ดใหม่กับเมล็ดสุ่มของสมาชิก',
      en: "Reveal the server seed in use (every play on it can now be recomputed) and start a new one with the member's client seed",
    },
    body: ZSlotRotateRequest,
    data: ZSlotRotateResponse,
    errors: [],
  }),
  history: defineCall({
    method: 'POST',
    path: SLOT_API.history,
    access: 'game_session',
    summary: { th: 'ประวัติสปินของสมาชิกในเกมนี้ ทีละหน้า ใหม่สุดก่อน พร้อมเมล็ดสุ่มที่เปิดเผยแล้ว', en: "The member's spins of this game, a page at a time, newest first, with revealed seeds" },
    body: ZGameHistoryRequest,
    data: ZSlotHistoryResponse,
    errors: [],
  }),
  slotStrips: defineCall({
    method: 'POST',
    path: SLOT_API.strips,
    access: 'visitor',
    summary: { th: 'วงล้อทุกตำแหน่ง ตารางจ่าย และไลน์ของสล็อตหนึ่งเกม', en: "A slot's every strip position, paytable and lines" },
    body: ZSlotStripsRequest,
    data: ZSlotStripsTable,
    errors: [ErrorCode.GAME_NOT_FOUND],
  }),
  slotStripsFile: defineCall({
    method: 'GET',
    path: SLOT_STRIPS_FILE_ROUTE,
    access: 'visitor',
    summary: { th: 'ตารางเดียวกันเป็นไฟล์ JSON สำหรับดาวน์โหลด', en: 'The same table as a JSON file to download' },
    params: z.object({ code: ZSlotStripsRequest.shape.game }),
    data: ZSlotStripsTable,
    envelope: 'file',
    errors: [ErrorCode.GAME_NOT_FOUND],
  }),
  fishingInfo: defineCall({
    method: 'POST',
    path: FISHING_API.info,
    access: 'game_session',
    summary: { th: 'ปลาทุกชนิดของเกมยิงปลา: ตัวคูณ โอกาสจับได้เป็นเศษส่วน และอัตราคืน', en: "The fishing game's species: multipliers, exact catch chances and returns" },
    body: NO_BODY,
    data: ZFishingInfoResponse,
    errors: [ErrorCode.GAME_NOT_FOUND],
  }),
  fishingShot: defineCall({
    method: 'POST',
    path: FISHING_API.shot,
    access: 'game_session',
    summary: { th: 'ยิงปลาหนึ่งนัด', en: 'One fishing shot' },
    body: ZFishingShotRequest,
    data: ZFishingShotResponse,
    errors: [ErrorCode.GAME_NOT_FOUND, ...WALLET_REFUSALS],
  }),
  fishingShots: defineCall({
    method: 'POST',
    path: FISHING_API.shots,
    access: 'game_session',
    summary: { th: 'ประวัติการยิงของสมาชิก ทีละหน้า ใหม่สุดก่อน พร้อมเมล็ดสุ่มที่เปิดเผยแล้ว', en: "The member's shots, a page at a time, newest first, with revealed seeds" },
    body: ZGameHistoryRequest,
    data: ZFishingShotsResponse,
    errors: [ErrorCode.GAME_NOT_FOUND],
  }),
  footballMatches: defineCall({
    method: 'POST',
    path: FOOTBALL_API.matches,
    access: 'visitor',
    summary: { th: 'ฟุตบอลเสมือนจริง: คู่ที่เปิดรับแทง คู่ที่กำลังแข่ง และผลล่าสุดพร้อมเมล็ดสุ่ม', en: 'Virtual football: the open matches, the one being played, the last results with their seeds' },
    body: NO_BODY,
    data: ZFootballMatchesResponse,
    errors: [],
  }),
  footballBet: defineCall({
    method: 'POST',
    path: FOOTBALL_API.bet,
    access: 'game_session',
    summary: { th: 'แทงฟุตบอลหนึ่งคู่ที่ราคาที่เห็น ก่อนเริ่มเตะ', en: 'A football bet at the price seen, before kick-off' },
    body: ZFootballBetRequest,
    data: ZFootballBetResponse,
    errors: [ErrorCode.GAME_NOT_FOUND, ErrorCode.TABLE_BETTING_CLOSED, ErrorCode.TABLE_BET_LIMIT, ...WALLET_REFUSALS],
  }),
  footballMyBets: defineCall({
    method: 'POST',
    path: FOOTBALL_API.my_bets,
    access: 'game_session',
    summary: { th: 'โพยฟุตบอลของสมาชิกและยอดเงิน', en: "The member's football bets and balance" },
    body: NO_BODY,
    data: ZFootballMyBetsResponse,
    errors: [ErrorCode.UPSTREAM_DOWN],
  }),
  baccaratTables: defineCall({
    method: 'POST',
    path: BACCARAT_API.tables,
    access: 'visitor',
    summary: { th: 'โต๊ะบาคาร่าสดทุกโต๊ะ', en: 'Every live baccarat table' },
    body: NO_BODY,
    data: ZBaccaratTablesResponse,
    errors: [],
  }),
  baccaratTable: defineCall({
    method: 'POST',
    path: BACCARAT_API.table,
    access: 'game_session',
    summary: { th: 'โต๊ะบาคาร่าหนึ่งโต๊ะสำหรับสมาชิก: โต๊ะ ยอดแทงของสมาชิก และผลตาล่าสุดของสมาชิก', en: "One table for the member at it: the table, the member's bets, their last settled hand" },
    body: ZBaccaratTableRequest,
    data: ZBaccaratTableResponse,
    errors: [ErrorCode.GAME_NOT_FOUND, ErrorCode.UPSTREAM_DOWN],
  }),
  baccaratBet: defineCall({
    method: 'POST',
    path: BACCARAT_API.bet,
    access: 'game_session',
    summary: { th: 'แทงบาคาร่าในตาที่เปิดรับ', en: 'A baccarat bet on the hand open for bets' },
    body: ZBaccaratBetRequest,
    data: ZBaccaratBetResponse,
    errors: [ErrorCode.GAME_NOT_FOUND, ErrorCode.TABLE_BETTING_CLOSED, ErrorCode.TABLE_BET_LIMIT, ...WALLET_REFUSALS],
  }),
} as const;

export type GameCalls = typeof GAME_CALLS;
