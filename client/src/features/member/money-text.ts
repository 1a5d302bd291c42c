export { thbText } from '../../lib/money-text.js';

const pointFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** A point balance, e.g. "1,250". */
export function pointsText(points: number): string {
  return pointFormat.format(points);
}
