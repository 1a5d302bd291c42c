/** The cashback area's words: products, statuses and rates, in Thai. */
import type { CashbackProduct, LossStatus } from '@shared/api/cashback.js';

export const PRODUCT_TH: Record<CashbackProduct, string> = {
  lotto: 'หวย',
  yeekee: 'หวยยี่กี',
  games: 'เกม',
};

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

const rateFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 3 });

/** A percent from the wire (0.3) as "0.3%". */
export function rateText(percent: number): string {
  return `${rateFormat.format(percent)}%`;
}

