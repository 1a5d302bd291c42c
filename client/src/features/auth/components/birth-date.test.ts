import { describe, expect, it } from 'vitest';
import { birthYearOptions, daysInMonth, toBirthDate } from './birth-date.js';

describe('birth date in the Buddhist era', () => {
  it('turns day, month and BE year into YYYY-MM-DD in the common era', () => {
    expect(toBirthDate({ day: '5', month: '3', year: '2533' })).toBe('1990-03-05');
    expect(toBirthDate({ day: '29', month: '2', year: '2543' })).toBe('2000-02-29');
  });

  it('refuses incomplete or impossible dates', () => {
    expect(toBirthDate({ day: '', month: '3', year: '2533' })).toBe('');
    expect(toBirthDate({ day: '31', month: '4', year: '2533' })).toBe('');
    expect(toBirthDate({ day: '29', month: '2', year: '2542' })).toBe('');
  });

  it('offers BE years from the youngest allowed age back', () => {
    const years = birthYearOptions(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026 - 20 + 543);
    expect(years).toHaveLength(81);
    expect(daysInMonth('2', '2543')).toBe(29);
    expect(daysInMonth('', '')).toBe(31);
  });
});
