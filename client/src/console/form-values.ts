/**
 * The console's forms keep what was typed as text; these read it into the
 * numbers the contract takes. What is not a number becomes NaN, so the
 * request schema answers with its own Thai message for the field.
 */
export function numberOf(text: string): number {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** An optional limit: empty means none (null). */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : numberOf(text));

/** Optional text: empty means none (null). */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A number back into the form (empty for none). */
export const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
