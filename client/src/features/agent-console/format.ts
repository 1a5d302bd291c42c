import { formatThaiDateTime } from '@shared/dates.js';
import { formatThb, isThbAmount, thbToSatang } from '@shared/money.js';

/** A THB number from the wire as "฿1,234.50" (money is formatted only here, at the edge). */
export function thbText(thb: number): string {
  return formatThb(isThbAmount(thb) ? thbToSatang(thb) : Math.round(thb * 100));
}

/** A signed adjustment, e.g. "+฿100.00" or "-฿50.00". */
export function signedThbText(thb: number): string {
  return `${thb < 0 ? '-' : '+'}${thbText(Math.abs(thb))}`;
}

export const dateTimeText = (iso: string | null | undefined): string => (iso ? formatThaiDateTime(iso) : '-');
