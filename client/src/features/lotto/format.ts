/**
 * How the lotto area writes money, rates, countdowns and statuses in Thai.
 * Money is counted in satang (shared/money.ts) and printed with two decimals.
 */
import type { Satang } from '#shared/money-format.js';
import type { LottoGroup } from '#shared/api/lotto/rounds.js';
import type { BillStatus } from '#shared/api/lotto/bills.js';
export { satangOf, thbText, parseAmount, countdownText, payRateText as rateText } from '#client/lib/thai/format.js';
export { ROUND_STATUS } from '#client/lib/thai/labels.js';

/**
 * What a stake pays if it wins, in satang, rounded down to the satang as the
 * upstream pays it (docs/decisions/0013). Rates have at most two decimals (3.2),
 * so the product is taken in whole hundredths to stay exact.
 */
export function payoutOf(amount: Satang, rate: number): Satang {
  return Math.floor((amount * Math.round(rate * 100)) / 100);
}

/** The lobby's groups in the order a Thai player expects them. */
export const GROUPS: { group: LottoGroup; label: string }[] = [
  { group: 'thai', label: 'หวยรัฐบาลไทย' },
  { group: 'foreign', label: 'หวยต่างประเทศ' },
  { group: 'hanoi', label: 'หวยฮานอย' },
  { group: 'stock', label: 'หวยหุ้น' },
  { group: 'yeekee', label: 'หวยยี่กี' },
];

export const BILL_STATUS: Record<BillStatus, { label: string; palette: string }> = {
  pending: { label: 'รอผล', palette: 'blue' },
  won: { label: 'ถูกรางวัล', palette: 'green' },
  lost: { label: 'ไม่ถูกรางวัล', palette: 'gray' },
  cancelled: { label: 'ยกเลิก', palette: 'orange' },
  refunded: { label: 'คืนเงิน', palette: 'purple' },
};

/** "หวยลาว งวด 23 พ.ย. 2569" under the heading "หวยลาว" reads "งวด 23 พ.ย. 2569". */
export function shortRoundName(roundName: string, categoryName: string): string {
  const rest = roundName.startsWith(`${categoryName} `) ? roundName.slice(categoryName.length + 1).trim() : '';
  return rest || roundName;
}
