/** The cashback area's words: products, statuses and rates, in Thai. */
import type { LossStatus } from '#shared/api/cashback.js';
export { PRODUCT_TH } from '#client/lib/thai/labels.js';
export { percentRateText as rateText } from '#client/lib/thai/format.js';

type Palette = 'green' | 'gray' | 'orange' | 'yellow';

export const LOSS_STATUS_TH: Record<LossStatus, { label: string; palette: Palette }> = {
  claimable: { label: 'รับได้', palette: 'yellow' },
  claimed: { label: 'รับแล้ว', palette: 'green' },
  expired: { label: 'หมดเวลารับ', palette: 'gray' },
  below_min: { label: 'ไม่ถึงขั้นต่ำ', palette: 'orange' },
};

export const TURNOVER_STATUS_TH: Record<'paid' | 'below_min', { label: string; palette: Palette }> = {
  paid: { label: 'โอนแล้ว', palette: 'green' },
  below_min: { label: 'ไม่ถึง 0.01 บาท', palette: 'gray' },
};

