import type { Satang } from '#shared/money.js';

const thbText = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** 5_000_000 → "50,000": THB in a Thai message, built from a setting rather than a literal. */
export function thbWords(satang: Satang): string {
  return thbText.format(satang / 100);
}
