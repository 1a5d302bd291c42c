import { formatThb, isThbAmount, thbToSatang } from '@shared/money.js';

/** A THB number from the wire as "฿1,234.50"; an amount with stray decimals is rounded, never thrown. */
export function thbText(thb: number): string {
  return formatThb(isThbAmount(thb) ? thbToSatang(thb) : Math.round(thb * 100));
}

const pointFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** A point balance, e.g. "1,250". */
export function pointsText(points: number): string {
  return pointFormat.format(points);
}
