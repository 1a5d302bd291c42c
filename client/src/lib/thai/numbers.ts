/**
 * Figures in Thai digits grouping, each Intl formatter made once per number of
 * decimals (they are costly to make). `format.ts` and the money text both build on these.
 */
const upTo = new Map<number, Intl.NumberFormat>();
const fixed = new Map<number, Intl.NumberFormat>();
const once = (cache: Map<number, Intl.NumberFormat>, digits: number, options: Intl.NumberFormatOptions) => {
  let format = cache.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('th-TH', options);
    cache.set(digits, format);
  }
  return format;
};

/** A figure with at most `digits` decimals: 900 → "900", 3.2 → "3.2", 1234.567 → "1,234.57". */
export const decimalText = (value: number, digits = 2): string => once(upTo, digits, { maximumFractionDigits: digits }).format(value);

/** A figure with exactly `digits` decimals: 96.3424 → "96.3424", 2.5 → "2.50". */
export const fixedText = (value: number, digits: number): string =>
  once(fixed, digits, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
