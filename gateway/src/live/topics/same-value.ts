/** Deep equality for plain JSON values from the upstream (same field order each time). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The list inside an upstream answer that is either the list itself or `{ [key]: list }`. */
export function listOf<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  const inner = (data as Record<string, unknown> | null | undefined)?.[key];
  if (Array.isArray(inner)) return inner as T[];
  const items = (data as Record<string, unknown> | null | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** Items of `next` whose id `prev` did not have, oldest id first. */
export function newById<T extends { id: number }>(prev: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(prev.map((item) => item.id));
  return next.filter((item) => !seen.has(item.id)).sort((a, b) => a.id - b.id);
}
