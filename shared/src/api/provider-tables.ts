import { z } from 'zod';
import { ErrorCode } from '../errors.js';
import { defineCall } from './call.js';
import { SIGNED, ZOpaque } from './provider-wallet.js';

/**
 * A provider's live tables report to the site (docs/decisions/0040), signed
 * like the wallet calls: a shoe is opened with its commitment before its
 * first hand, every hand is reported with its cards (the site checks them
 * against the tableau), and the ended shoe is revealed (the site rebuilds the
 * order from the seed and re-deals it against what was reported). Each is
 * idempotent by its natural key: a repeat answers the same.
 */
const ZTableCode = ZOpaque('table_code ไม่ถูกต้อง', 32);
const ZShoeId = ZOpaque('shoe_id ไม่ถูกต้อง');
const ZHex64 = z.string({ error: 'ต้องเป็นเลขฐานสิบหก 64 ตัว' }).regex(/^[0-9a-f]{64}$/, { error: 'ต้องเป็นเลขฐานสิบหก 64 ตัว' });
const ZCards = z.array(z.string().regex(/^[A2-9TJQK][SHDC]$/, { error: 'ไพ่ไม่ถูกต้อง' }), { error: 'ไพ่ไม่ถูกต้อง' }).min(2).max(3);

export const ZShoeOpenRequest = z.object({
  table_code: ZTableCode,
  /** the table's Thai name, as members see it */
  table_name: z.string({ error: 'table_name ไม่ถูกต้อง' }).trim().min(1).max(40),
  shoe_id: ZShoeId,
  /** SHA-256 hex of `${salt}:${cards joined by ','}` (shared/src/games/baccarat/shoe-fair.ts) */
  commitment: ZHex64,
});
export const ZTableHandRequest = z.object({
  table_code: ZTableCode,
  shoe_id: ZShoeId,
  hand_no: z.number({ error: 'hand_no ต้องเป็นจำนวนเต็มตั้งแต่ 1' }).int({ error: 'hand_no ต้องเป็นจำนวนเต็มตั้งแต่ 1' }).min(1).max(200),
  player_cards: ZCards,
  banker_cards: ZCards,
});
export const ZShoeRevealRequest = z.object({
  table_code: ZTableCode,
  shoe_id: ZShoeId,
  server_seed: z.string({ error: 'server_seed ไม่ถูกต้อง' }).min(16).max(128),
  salt: z.string({ error: 'salt ไม่ถูกต้อง' }).min(8).max(128),
});
export const ZTableReportResponse = z.object({ table_id: z.number().int(), shoe_id: z.string() });
export type TableReportResponse = z.infer<typeof ZTableReportResponse>;

export const providerTableCalls = {
  shoeOpen: defineCall({
    method: 'POST',
    path: '/provider/tables/shoe',
    access: 'provider',
    summary: { th: 'เปิดขอนใหม่ของโต๊ะ พร้อมค่าผูกมัดก่อนแจกตาแรก', en: "Open a table's new shoe with its commitment, before its first hand" },
    body: ZShoeOpenRequest,
    data: ZTableReportResponse,
    errors: [...SIGNED, ErrorCode.PROVIDER_TRANSACTION_CONFLICT],
  }),
  hand: defineCall({
    method: 'POST',
    path: '/provider/tables/hand',
    access: 'provider',
    summary: { th: 'รายงานผลหนึ่งตา (ไพ่ของแต่ละฝั่ง) ตรวจกับกติกาการจั่ว', en: "Report one hand's cards, checked against the tableau" },
    body: ZTableHandRequest,
    data: ZTableReportResponse,
    errors: [...SIGNED, ErrorCode.TABLE_SHOE_UNKNOWN, ErrorCode.TABLE_HAND_INVALID, ErrorCode.PROVIDER_TRANSACTION_CONFLICT],
  }),
  shoeReveal: defineCall({
    method: 'POST',
    path: '/provider/tables/shoe/reveal',
    access: 'provider',
    summary: { th: 'เปิดเผยเมล็ดสุ่มของขอนที่จบแล้ว เว็บสร้างลำดับไพ่และแจกซ้ำเพื่อตรวจ', en: 'Reveal an ended shoe; the site rebuilds and re-deals it' },
    body: ZShoeRevealRequest,
    data: ZTableReportResponse.extend({ verified: z.boolean() }),
    errors: [...SIGNED, ErrorCode.TABLE_SHOE_UNKNOWN, ErrorCode.TABLE_SHOE_MISMATCH],
  }),
} as const;
