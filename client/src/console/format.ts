import { BANK_NUMBERS, THAI_BANKS, type BankCode } from '#shared/banks.js';
import { formatThaiDate, formatThaiDateTime } from '#shared/dates.js';
import type { BankTransferStatus } from '#shared/api/bank-transfers.js';
import type { DailyJob } from '#shared/api/daily-operator.js';
import type { OperatorSlip, SlipStatus } from '#shared/api/payment-slips.js';
import type { PollStatus } from '#shared/api/poll.js';
import type { QuestMetric, QuestReward } from '#shared/api/quest.js';
import type { ClaimStatus, RedemptionReward } from '#shared/api/redemption.js';
import type { WheelPrizeKind } from '#shared/api/wheel.js';
import { pointsText, thbText } from '#client/lib/thai/format.js';
import { CLAIM_STATUS, POLL_STATUS_TH as MEMBER_POLL_STATUS_TH } from '#client/lib/thai/labels.js';

export { pointsText, thbText };
export { percentText, percentRateText as rateText } from '#client/lib/thai/format.js';
export { QUEST_PERIOD_TH as PERIOD_TH, SHOP_REWARD_TH, WHEEL_PRIZE_KIND_TH as PRIZE_KIND_TH } from '#client/lib/thai/labels.js';

/** A signed adjustment, e.g. "+฿100.00" or "-฿50.00". */
export function signedThbText(thb: number): string {
  return `${thb < 0 ? '-' : '+'}${thbText(Math.abs(thb))}`;
}

export const dateTimeText = (iso: string | null | undefined): string => (iso ? formatThaiDateTime(iso) : '-');

/** An amount that may not be known yet: "฿1,500.00", or "-". */
export const thbOrDash = (thb: number | null | undefined): string => (thb === null || thb === undefined ? '-' : thbText(thb));

/** JSON text indented for reading; kept as it came when it is not JSON. */
export function prettyJson(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** A Bangkok day (YYYY-MM-DD) in the Buddhist era, "22 พ.ย. 2569" (read at Bangkok noon, whatever the browser's zone). */
export const dayText = (day: string): string => formatThaiDate(`${day}T12:00:00+07:00`);

// The rewards' words the console alone says; the kinds, periods and statuses
// the member pages show as well are lib/thai/labels.ts's.

export const METRIC_TH: Record<QuestMetric, string> = {
  deposit_total: 'ยอดฝากรวม',
  lotto_turnover: 'ยอดแทงหวย',
  yeekee_shots: 'ยิงเลขยี่กี',
  login_streak: 'เข้าสู่ระบบต่อเนื่อง',
};
export const QUEST_REWARD_TH: Record<QuestReward, string> = { credit: 'เครดิตฟรี (กระเป๋าโบนัส)', points: 'แต้ม', free_spins: 'หมุนวงล้อฟรี' };

/** A quest's target in its metric's unit. */
export function targetText(metric: QuestMetric, target: number): string {
  if (metric === 'deposit_total' || metric === 'lotto_turnover') return thbText(target);
  return `${pointsText(target)} ${metric === 'login_streak' ? 'วัน' : 'ครั้ง'}`;
}

export function questRewardText({ type, value }: { type: QuestReward; value: number }): string {
  if (type === 'credit') return `เครดิตฟรี ${thbText(value)}`;
  return type === 'points' ? `${pointsText(value)} แต้ม` : `หมุนวงล้อฟรี ${pointsText(value)} ครั้ง`;
}

/** A prize's value: THB for credit kinds, a count for points and spins, nothing otherwise. */
export function prizeValueText(kind: WheelPrizeKind, value: number): string {
  if (kind === 'credit_bonus' || kind === 'credit_main') return thbText(value);
  if (kind === 'points') return `${pointsText(value)} แต้ม`;
  if (kind === 'free_spin') return `${pointsText(value)} ครั้ง`;
  return '-';
}

export function shopValueText(reward: RedemptionReward, value: number): string {
  if (reward === 'goods') return 'ของรางวัล';
  return reward === 'free_spins' ? `${pointsText(value)} ครั้ง` : thbText(value);
}

/** The member's claim statuses; the operator's queue names a pending claim by what it waits for. */
export const CLAIM_STATUS_TH: Record<ClaimStatus, string> = {
  pending: 'รอจัดส่ง',
  fulfilled: CLAIM_STATUS.fulfilled.label,
  rejected: CLAIM_STATUS.rejected.label,
};

/** Bangkok has no daylight saving: a wire instant ↔ a `datetime-local` value in Bangkok time. */
const BANGKOK_MS = 7 * 60 * 60 * 1000;
export const toBangkokInput = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + BANGKOK_MS).toISOString().slice(0, 16) : '';
export const fromBangkokInput = (local: string): string | null => (local ? `${local}:00+07:00` : null);

// The daily jobs' and polls' words (docs/decisions/0034–0036).

/** The member's poll statuses; the console's card says a closed poll "ปิดแล้ว" beside its own close button. */
export const POLL_STATUS_TH: Record<PollStatus, string> = { ...MEMBER_POLL_STATUS_TH, closed: 'ปิดแล้ว' };

export const DAILY_JOB_TH: Record<DailyJob, string> = {
  turnover_cashback: 'คืนยอดเล่น',
  loss_refund: 'คืนยอดเสีย',
  affiliate_commission: 'ค่าคอมแนะนำเพื่อน',
  poll_close: 'ปิดโพลและแบ่งรางวัล',
};

// Transfer slips (docs/decisions/0081, 0082); their statuses' words are the contract's SLIP_STATUS_TH.

export const SLIP_STATUS_PALETTE: Record<SlipStatus, string> = {
  checking: 'gray',
  credited: 'green',
  review: 'yellow',
  refused: 'orange',
  rejected: 'red',
};

type SlipService = NonNullable<OperatorSlip['service']>;
export const SLIP_OUTCOME_TH: Record<SlipService['outcome'], string> = {
  found: 'พบรายการโอน',
  refused: 'ไม่พบรายการโอนหรือสลิปไม่ถูกต้อง',
  unavailable: 'ตรวจสอบไม่ได้ในขณะนั้น',
};

/** A bank by the Bank of Thailand's 3-digit code, as slips name it: "ธนาคารกสิกรไทย (004)", the code alone when unknown. */
export function bankNumberText(code: string | null): string {
  if (!code) return '-';
  const bank = (Object.keys(BANK_NUMBERS) as BankCode[]).find((name) => BANK_NUMBERS[name] === code);
  return bank ? `${THAI_BANKS[bank]} (${code})` : code;
}

// Bank notifications (docs/decisions/0083): the statement feed's transfers, waiting for a match or credited.

export const BANK_TRANSFER_STATUS_TH: Record<BankTransferStatus, string> = { waiting: 'รอจับคู่', credited: 'เติมเงินแล้ว' };
export const BANK_TRANSFER_STATUS_PALETTE: Record<BankTransferStatus, string> = { waiting: 'yellow', credited: 'green' };
