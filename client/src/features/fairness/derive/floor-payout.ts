/**
 * stake × multiplier rounded down to the satang, exactly: the multiplier as
 * typed (at most 4 decimals) becomes an integer over 10^4, so 3.2 × 333 satang
 * is 1065.6 → 1065 with no floating-point drift. What every payout on the
 * site does (docs/domain.md "Integrity first": payouts below a whole satang round down).
 */
import type { Satang } from '#shared/money-format.js';

export function parseMultiplier(text: string): { scaled: bigint; scale: bigint } | null {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { scaled: BigInt(`${match[1]}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

export function floorPayout(stake: Satang, multiplierText: string): { exact: string; paid: Satang } | null {
  const multiplier = parseMultiplier(multiplierText);
  if (!multiplier) return null;
  const product = BigInt(stake) * multiplier.scaled;
  const whole = product / multiplier.scale;
  const rest = (product % multiplier.scale).toString().padStart(multiplier.scale.toString().length - 1, '0').replace(/0+$/, '');
  return { exact: rest ? `${whole}.${rest}` : whole.toString(), paid: Number(whole) };
}
