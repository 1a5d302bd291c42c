import { formatThb, isThbAmount, thbToSatang } from '@shared/money.js';
import type { Promotion } from '@shared/api/promotion.js';

/** A THB number from the wire as "฿1,234.50". */
export function thbText(thb: number): string {
  return formatThb(isThbAmount(thb) ? thbToSatang(thb) : Math.round(thb * 100));
}

/** The promotion's numbers in one Thai line. */
export function promotionSummary(p: Promotion): string {
  return `โบนัส ${p.bonus_percent}% สูงสุด ${thbText(p.max_bonus)} · ฝากขั้นต่ำ ${thbText(p.min_deposit)} · เทิร์น ${p.turnover_multiple} เท่า`;
}
