/**
 * Bangkok calendar arithmetic for schedules. Thailand keeps +07:00 all year
 * (no daylight saving), so a fixed offset is exact and far cheaper than a
 * time-zone library on lists of hundreds of rounds.
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const BANGKOK_OFFSET = 7 * HOUR;

/** The Bangkok day (YYYY-MM-DD) of an instant. */
export function bangkokDayOf(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET).toISOString().slice(0, 10);
}

/** Midnight in Bangkok at the start of a day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}

export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/** A time of day ("15:00") on a Bangkok day, as epoch ms. */
export function atTime(day: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return dayStart(day) + hours * HOUR + minutes * MINUTE;
}

/** Epoch ms → the wire form ("2026-11-22T10:00:00.000+07:00"), the same text as shared toWireDate. */
export function wireTime(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET).toISOString().replace('Z', '+07:00');
}

const THAI_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];

/** "2026-11-22" → "22 พ.ย. 2569" (Buddhist era), as shared formatThaiDate writes it. */
export function thaiDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${THAI_MONTHS[month - 1]} ${year + 543}`;
}
