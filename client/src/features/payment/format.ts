/**
 * How the money pages write amounts: THB numbers from the wire printed with two
 * decimals (shared formatThb), and what the member types read into satang.
 */
export { satangOf, thbText, parseAmount } from '#client/lib/thai/format.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds left → "14:59" (minutes and seconds), never negative. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
