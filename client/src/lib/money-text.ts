/**
 * Money at the client's edge: THB numbers from the wire printed with two decimals
 * (shared formatThb works in satang), and amounts a member types read into satang.
 * Every area's pages use these; none writes its own.
 */
import { formatThb, formatThbPlain, isThbAmount, thbToSatang, type Satang } from '#shared/money-format.js';
import { decimalText } from './thai/numbers.js';

/** A THB number from the wire → satang; stray decimals are rounded, never thrown. */
export function satangOf(thb: number): Satang {
  return isThbAmount(thb) ? thbToSatang(thb) : Math.round(thb * 100);
}

/** A THB number from the wire as "฿1,234.50". */
export function thbText(thb: number): string {
  return formatThb(satangOf(thb));
}

/** A THB number from the wire inside a sentence: "500 บาท", with two decimals only when it has satang ("1,250.50 บาท"). */
export function bahtText(thb: number): string {
  const satang = satangOf(thb);
  return `${satang % 100 === 0 ? decimalText(satang / 100, 0) : formatThbPlain(satang)} บาท`;
}

/**
 * An amount the member typed ("1,000", "250.5") → satang, or null when it is
 * not a positive amount with at most two decimals.
 */
export function parseAmount(text: string): Satang | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.') as [string, string?];
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return satang > 0 ? satang : null;
}

/** A point balance, e.g. "1,250" (points are not money: no baht sign, no fixed decimals). */
export function pointsText(points: number): string {
  return decimalText(points, 2);
}
