import type { Promotion } from '#shared/api/promotion.js';
import { thbText } from '#client/lib/thai/format.js';

export { thbText };

/** The promotion's numbers in one Thai line. */
export function promotionSummary(p: Promotion): string {
  return `โบนัส ${p.bonus_percent}% สูงสุด ${thbText(p.max_bonus)} · ฝากขั้นต่ำ ${thbText(p.min_deposit)} · เทิร์น ${p.turnover_multiple} เท่า`;
}
