import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/th.js';
import { BANGKOK_UTC_OFFSET_MINUTES } from './constants.js';

dayjs.extend(utc);
dayjs.extend(buddhistEra);

/** An instant on Bangkok's calendar and clock (a fixed +07:00: see BANGKOK_UTC_OFFSET_MINUTES). */
const inBangkok = (date: string | Date | number) => dayjs(date).utcOffset(BANGKOK_UTC_OFFSET_MINUTES);

/** A Date → ISO 8601 with the Bangkok offset, the form every date takes on the wire. */
export function toWireDate(date: Date | number): string {
  return inBangkok(date).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}

/** "2026-11-22T10:30:00+07:00" → "22 พ.ย. 2569 10:30" (Buddhist era, Bangkok time). */
export function formatThaiDateTime(iso: string | Date): string {
  return inBangkok(iso).locale('th').format('D MMM BBBB HH:mm');
}

/** "2026-11-22" → "22 พ.ย. 2569" */
export function formatThaiDate(iso: string | Date): string {
  return inBangkok(iso).locale('th').format('D MMM BBBB');
}

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
