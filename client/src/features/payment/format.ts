/**
 * How the money pages write amounts: THB numbers from the wire printed with two
 * decimals (shared formatThb), and what the member types read into satang.
 */
import { clockText } from '#client/lib/countdown-text.js';
export { satangOf, thbText, parseAmount } from '#client/lib/thai/format.js';

/** Milliseconds left → "14:59", never negative; a second begun counts whole. */
export const countdownText = (ms: number): string => clockText(Math.ceil(ms / 1000));
