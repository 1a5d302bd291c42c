/** Exact non-negative fractions over BigInt: the published RTP is a ratio of integers, not a rounded double. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function fraction(num: bigint, den: bigint): Fraction {
  if (den <= 0n) throw new Error('a fraction needs a positive denominator');
  const divisor = gcd(num < 0n ? -num : num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** `digits` decimals, rounded half up (exact: no double in between). */
export function toDecimal(value: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (value.num * scale * 2n + value.den) / (value.den * 2n);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${rest}` : `${whole}`;
}

export function toText(value: Fraction): string {
  return `${value.num}/${value.den}`;
}
