/**
 * Money is integer satang inside the program; THB with at most two decimals on
 * the wire. These are the only conversions, used at every edge, and the
 * formats a page prints. No zod here: a page that shows an amount does not load
 * the schemas (money.ts adds them, docs/decisions/0054).
 */
export type Satang = number;

const MAX_SATANG = 100_000_000_000_00; // one hundred billion THB: far beyond any wallet

export function isThbAmount(thb: unknown): thb is number {
  if (typeof thb !== 'number' || !Number.isFinite(thb)) return false;
  const scaled = thb * 100;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 && Math.abs(rounded) <= MAX_SATANG;
}

/** THB number (two decimals at most) → integer satang. Throws on anything else. */
export function thbToSatang(thb: number): Satang {
  if (!isThbAmount(thb)) throw new RangeError(`not a THB amount: ${String(thb)}`);
  return Math.round(thb * 100) + 0; // + 0 turns -0 into 0
}

/** Integer satang → THB number for the wire (e.g. 123450 → 1234.5). */
export function satangToThb(satang: Satang): number {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`not satang: ${String(satang)}`);
  return satang / 100;
}

const thbFormat = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const plainFormat = new Intl.NumberFormat('th-TH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123450 → "฿1,234.50" */
export function formatThb(satang: Satang): string {
  return thbFormat.format(satang / 100);
}

/** 123450 → "1,234.50" (for places that print the currency beside it) */
export function formatThbPlain(satang: Satang): string {
  return plainFormat.format(satang / 100);
}

