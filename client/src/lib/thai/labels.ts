/**
 * The Thai names of things more than one place shows (docs/decisions/0086):
 * a round's status, a wheel prize's or a shop item's kind, a quest's period,
 * a product, a poll's or a claim's status. Written once here; a feature's
 * format.ts keeps only what that feature alone says. Wheel spins are
 * "หมุนวงล้อฟรี"/"หมุนฟรี", a game's free spins "ฟรีสปิน" (components/free-spin-offer).
 */
import type { RoundStatus } from '#shared/api/lotto/rounds.js';
import type { CashbackProduct } from '#shared/api/cashback.js';
import type { PollStatus } from '#shared/api/poll.js';
import type { QuestPeriod } from '#shared/api/quest.js';
import type { ClaimStatus, RedemptionReward } from '#shared/api/redemption.js';
import type { WheelPrizeKind } from '#shared/api/wheel.js';

export interface StatusLabel {
  label: string;
  palette: string;
}

/** A lotto or yeekee round's status, with its badge colour. */
export const ROUND_STATUS: Record<RoundStatus, StatusLabel> = {
  upcoming: { label: 'ยังไม่เปิดรับ', palette: 'blue' },
  open: { label: 'เปิดรับแทง', palette: 'green' },
  closed: { label: 'ปิดรับแล้ว', palette: 'orange' },
  resulted: { label: 'ออกผลแล้ว', palette: 'purple' },
  cancelled: { label: 'ยกเลิก', palette: 'red' },
};

/** The products whose turnover counts (cashback, affiliate commission). */
export const PRODUCT_TH: Record<CashbackProduct, string> = {
  lotto: 'หวย',
  yeekee: 'หวยยี่กี',
  games: 'เกม',
};

/** A wheel prize's kind, as the odds table names it (member's wheel page and the console's table). */
export const WHEEL_PRIZE_KIND_TH: Record<WheelPrizeKind, string> = {
  credit_bonus: 'เครดิตโบนัส',
  credit_main: 'เครดิต',
  points: 'แต้ม',
  free_spin: 'หมุนฟรี',
  nothing: 'ไม่ได้รับรางวัล',
  item: 'ของรางวัล',
};

/** What a point-shop item gives (member's shop and the console's). */
export const SHOP_REWARD_TH: Record<RedemptionReward, string> = {
  bonus_credit: 'เครดิตโบนัส',
  main_credit: 'เครดิต',
  free_spins: 'หมุนวงล้อฟรี',
  goods: 'ของรางวัล',
};

/** Where a goods claim stands (decision 0031: pending → fulfilled | rejected). */
export const CLAIM_STATUS: Record<ClaimStatus, StatusLabel> = {
  pending: { label: 'รอดำเนินการ', palette: 'yellow' },
  fulfilled: { label: 'จัดส่งแล้ว', palette: 'green' },
  rejected: { label: 'ปฏิเสธ', palette: 'red' },
};

export const QUEST_PERIOD_TH: Record<QuestPeriod, string> = { daily: 'รายวัน', weekly: 'รายสัปดาห์', once: 'ครั้งเดียว' };

export const POLL_STATUS_TH: Record<PollStatus, string> = {
  scheduled: 'ยังไม่เปิดโหวต',
  open: 'เปิดโหวตอยู่',
  closed: 'ปิดโหวตแล้ว',
};
