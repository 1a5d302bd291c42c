import { describe, expect, it } from 'vitest';
import { formatThaiDate, formatThaiDateTime, THAI_MONTH_NAMES } from '#shared/dates.js';
import {
  countText,
  dateText,
  decimalText,
  fixedText,
  hourMinuteText,
  payRateText,
  percentRateText,
  percentText,
  sharePercentText,
  timeText,
} from './format.js';

describe('the Thai formatters', () => {
  it('write counts, figures, percents and rates as every page did', () => {
    expect(countText(1_234_567)).toBe('1,234,567');
    expect(countText('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(decimalText(1543.654)).toBe('1,543.65');
    expect(decimalText(25)).toBe('25');
    expect(decimalText(96.34245, 4)).toBe('96.3425');
    expect(fixedText(96.3, 4)).toBe('96.3000');
    expect(percentText(0.125)).toBe('12.50%');
    expect(percentText(0.4586)).toBe('45.86%');
    expect(sharePercentText(45.45)).toBe('45.5%');
    expect(sharePercentText(0)).toBe('0%');
    expect(percentRateText(0.5)).toBe('0.5%');
    expect(percentRateText(0.125)).toBe('0.125%');
    expect(payRateText(900)).toBe('900');
    expect(payRateText(3.2)).toBe('3.2');
  });

  it('write dates in the Buddhist era and times in Bangkok, whatever the machine zone', () => {
    expect(formatThaiDateTime('2026-11-22T10:30:00+07:00')).toBe('22 พ.ย. 2569 10:30');
    expect(formatThaiDateTime('2026-01-01T17:05:00Z')).toBe('2 ม.ค. 2569 00:05');
    expect(formatThaiDate('2026-11-22')).toBe('22 พ.ย. 2569');
    expect(dateText(new Date('2026-05-31T18:00:00Z'))).toBe('1 มิ.ย. 2569');
    expect(timeText('2026-05-01T14:05:09.120+07:00')).toBe('14:05:09');
    expect(hourMinuteText('2026-05-01T07:05:09Z')).toBe('14:05');
    expect(THAI_MONTH_NAMES).toEqual(['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม']);
  });
});
