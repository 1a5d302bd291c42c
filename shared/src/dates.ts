import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { BANGKOK_UTC_OFFSET_MINUTES, TIME_ZONE } from './constants.js';

dayjs.extend(utc);

/** An instant on Bangkok's calendar and clock (a fixed +07:00: see BANGKOK_UTC_OFFSET_MINUTES). */
const inBangkok = (date: string | Date | number) => dayjs(date).utcOffset(BANGKOK_UTC_OFFSET_MINUTES);

/** A Date → ISO 8601 with the Bangkok offset, the form every date takes on the wire. */
export function toWireDate(date: Date | number): string {
  return inBangkok(date).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}

/*
 * Thai dates come from Intl's Buddhist calendar (docs/decisions/0086), made
 * once: the server (Node's ICU) and the browser write the same text, so a page
 * rendered on one hydrates on the other without a warning. The zone is always
 * Bangkok's, whatever the machine's.
 */
const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const thaiDateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const thaiMonth = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone: TIME_ZONE, month: 'long' });

/** A day alone ("2026-11-22") is that day in Bangkok, on any machine: read at Bangkok noon. */
const instant = (date: string | Date): Date => (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00+07:00`) : new Date(date));

/** "2026-11-22T10:30:00+07:00" → "22 พ.ย. 2569 10:30" (Buddhist era, Bangkok time). */
export function formatThaiDateTime(iso: string | Date): string {
  return thaiDateTime.format(instant(iso));
}

/** "2026-11-22" → "22 พ.ย. 2569" */
export function formatThaiDate(iso: string | Date): string {
  return thaiDate.format(instant(iso));
}

/** The twelve month names, January first: "มกราคม" … "ธันวาคม" (for a picker). */
export const THAI_MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) => thaiMonth.format(new Date(Date.UTC(2000, month, 15, 5))));

/** The calendar day (YYYY-MM-DD) in Bangkok of an instant. */
export function bangkokDay(date: Date | number): string {
  return inBangkok(date).format('YYYY-MM-DD');
}

/** Whole years between a birth date (YYYY-MM-DD) and an instant, in Bangkok. */
export function ageOn(birthDate: string, at: Date | number): number {
  const today = inBangkok(at);
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.year() - y;
  if (today.month() + 1 < m || (today.month() + 1 === m && today.date() < d)) age -= 1;
  return age;
}
