/**
 * Birth dates are chosen in the Buddhist era (as Thai forms do) and sent as
 * YYYY-MM-DD in the common era.
 */
import { MIN_MEMBER_AGE } from '#shared/constants.js';
import { THAI_MONTH_NAMES } from '#shared/dates.js';

export const BE_OFFSET = 543;

/** "มกราคม" … "ธันวาคม": Intl's Thai month names (shared/dates.ts), the same on the server and in the browser. */
export const THAI_MONTHS = THAI_MONTH_NAMES;

export interface BirthDateParts {
  day: string;
  month: string;
  /** Buddhist-era year, e.g. "2533". */
  year: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { day: '', month: '', year: '' };

const pad = (value: number) => String(value).padStart(2, '0');

/** "" unless the parts make a real calendar day. */
export function toBirthDate({ day, month, year }: BirthDateParts): string {
  const d = Number(day);
  const m = Number(month);
  const ce = Number(year) - BE_OFFSET;
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(ce) || !d || !m || ce < 1900) return '';
  const date = new Date(Date.UTC(ce, m - 1, d));
  if (date.getUTCFullYear() !== ce || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return '';
  return `${ce}-${pad(m)}-${pad(d)}`;
}

/** Buddhist-era years a member can be born in: from the youngest allowed age back 80 years. */
export function birthYearOptions(now: Date = new Date()): number[] {
  const newest = now.getFullYear() - MIN_MEMBER_AGE + BE_OFFSET;
  return Array.from({ length: 81 }, (_, index) => newest - index);
}

export function daysInMonth(month: string, beYear: string): number {
  const m = Number(month);
  const ce = Number(beYear) - BE_OFFSET;
  if (!m) return 31;
  return new Date(Date.UTC(ce > 0 ? ce : 2000, m, 0)).getUTCDate();
}
