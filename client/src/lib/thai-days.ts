/**
 * Days a member picks from a list written in Thai with the Buddhist era, newest
 * first (docs/decisions/0015): the native date input shows the phone's own,
 * often Gregorian, format. A day from the address older than the list is kept.
 */
import { bangkokDay, formatThaiDate } from '#shared/dates.js';
import { serverNow } from './server-clock.js';

const DAY_MS = 86_400_000;

export interface DayOption {
  /** YYYY-MM-DD, a Bangkok day */
  value: string;
  /** "23 พ.ย. 2569 (วันนี้)" */
  label: string;
}

export function thaiDayOptions(count: number, selected?: string): DayOption[] {
  const now = serverNow();
  const options = Array.from({ length: count }, (_, i) => {
    const value = bangkokDay(now - i * DAY_MS);
    const note = i === 0 ? ' (วันนี้)' : i === 1 ? ' (เมื่อวาน)' : '';
    return { value, label: `${formatThaiDate(value)}${note}` };
  });
  if (selected && !options.some((o) => o.value === selected)) options.push({ value: selected, label: formatThaiDate(selected) });
  return options;
}
