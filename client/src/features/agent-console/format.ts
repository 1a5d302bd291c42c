import { formatThaiDateTime } from '@shared/dates.js';
import { thbText } from '../../lib/money-text.js';

export { thbText };

/** A signed adjustment, e.g. "+฿100.00" or "-฿50.00". */
export function signedThbText(thb: number): string {
  return `${thb < 0 ? '-' : '+'}${thbText(Math.abs(thb))}`;
}

export const dateTimeText = (iso: string | null | undefined): string => (iso ? formatThaiDateTime(iso) : '-');
