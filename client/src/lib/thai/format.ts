/**
 * How the client writes numbers, money, percents, rates, dates and times in
 * Thai (docs/decisions/0086). Every feature's, console's and play's format.ts
 * takes these; none writes its own. Each Intl formatter is made once, here or in numbers.ts:
 * they are costly, and a page renders on the server (Node's ICU) and hydrates
 * in the browser, so one formatter with an explicit zone gives both the same text.
 */
import { TIME_ZONE } from '#shared/constants.js';
import { decimalText, fixedText } from './numbers.js';

export { satangOf, thbText, bahtText, parseAmount, pointsText } from '../money-text.js';
export { countdownText } from '../countdown-text.js';
export { decimalText, fixedText } from './numbers.js';
export { formatThaiDate as dateText, formatThaiDateTime } from '#shared/dates.js';

const thousands = new Intl.NumberFormat('th-TH');

/** 1234567 → "1,234,567"; a decimal string (a sum beyond 2^53) keeps every digit. */
export function countText(value: number | string): string {
  if (typeof value === 'number') return thousands.format(value);
  return value.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/** A probability or share in [0, 1] as a percent with two decimals: 0.125 → "12.50%". */
export const percentText = (fraction: number): string => `${fixedText(fraction * 100, 2)}%`;

/** A percent already in 0–100 with at most one decimal, as a vote's share: 45.45 → "45.5%". */
export const sharePercentText = (percent: number): string => `${decimalText(percent, 1)}%`;

/** A rate in percent as the contract carries it (cashback, commission): 0.5 → "0.5%", 0.125 → "0.125%". */
export const percentRateText = (percent: number): string => `${decimalText(percent, 3)}%`;

/** A lotto pay rate (THB paid per 1 THB staked): 900 → "900", 3.2 → "3.2". */
export const payRateText = (rate: number): string => decimalText(rate, 2);

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const clockMinutes = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "2026-05-01T14:05:09.120+07:00" → "14:05:09" (Bangkok). One formatter for every row: cheap in a fast list. */
export const timeText = (iso: string): string => clock.format(new Date(iso));
/** → "14:05" (Bangkok) */
export const hourMinuteText = (iso: string): string => clockMinutes.format(new Date(iso));
