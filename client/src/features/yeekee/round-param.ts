/** `?round=` of /lotto/yeekee as a round id, or null for the list (the page and its loader read the same). */
export function roundIdParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
