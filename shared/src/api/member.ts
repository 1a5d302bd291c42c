import { z } from 'zod';
import type { WalletType } from '../constants.js';
import { ZIsoDay, ZPage } from './common.js';

/** A wallet as the spec names it; `balance` is THB with two decimals on the wire. */
export interface Wallet {
  id: number;
  wallet_name: string;
  balance: number;
  wallet_type_id: WalletType;
}

/** POST /api/member/wallets; also the `wallets` socket snapshot and event. */
export interface WalletsResponse {
  wallets: Wallet[];
  /** sum of all wallets, THB */
  total: number;
  points: number;
}

/** POST /api/member/points: the spec's `data.point`. */
export interface PointsResponse {
  point: number;
}

/** Ledger kinds of DOMAIN.md, each named in Thai on the statement page. */
export const LEDGER_KINDS = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'refund',
  'bonus',
  'bonus_release',
  'cashback',
  'commission',
  'coupon',
  'quest',
  'wheel',
  'redeem',
  'game_bet',
  'game_win',
  'adjust',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_TH: Record<LedgerKind, string> = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdraw_refund: 'คืนเงินถอน',
  bet: 'แทงหวย',
  win: 'ถูกรางวัล',
  refund: 'คืนเงินเดิมพัน',
  bonus: 'โบนัส',
  bonus_release: 'โบนัสเข้ากระเป๋าหลัก',
  cashback: 'คืนยอดเสีย',
  commission: 'ค่าแนะนำเพื่อน',
  coupon: 'คูปอง',
  quest: 'ภารกิจ',
  wheel: 'กงล้อนำโชค',
  redeem: 'แลกของรางวัล',
  game_bet: 'เดิมพันเกม',
  game_win: 'ชนะเกม',
  adjust: 'ปรับยอดโดยเจ้าหน้าที่',
};

/** GET /api/member/statement */
export const ZStatementQuery = z
  .object({
    type: z.enum(LEDGER_KINDS, { error: 'ประเภทรายการไม่ถูกต้อง' }).optional(),
    from: ZIsoDay.optional(),
    to: ZIsoDay.optional(),
    page: ZPage,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด',
    path: ['from'],
  });
export type StatementQuery = z.input<typeof ZStatementQuery>;

export interface StatementEntry {
  id: number;
  wallet_type_id: WalletType;
  kind: LedgerKind;
  /** THB, negative when money leaves */
  amount: number;
  balance_after: number;
  ref: string | null;
  note: string | null;
  created_at: string;
}

export const STATEMENT_PAGE_SIZE = 20;
