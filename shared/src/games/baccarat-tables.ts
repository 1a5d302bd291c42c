/**
 * Our live baccarat tables' codes and the paths of their API, without the
 * schemas of baccarat-api.ts: a game tile on a first route reads them without
 * loading zod (docs/decisions/0054). baccarat-api.ts re-exports them.
 */
export const BACCARAT_API = {
  tables: '/games/api/baccarat/tables',
  table: '/games/api/baccarat/table',
  bet: '/games/api/baccarat/bet',
} as const;

/** Our tables: the provider deals them, the site lists them in its casino catalogue under the same codes. */
export const BUILT_IN_BACCARAT_TABLES: readonly { code: string; name: string }[] = [
  { code: 'bac-1', name: 'บาคาร่า โต๊ะ 1' },
  { code: 'bac-2', name: 'บาคาร่า โต๊ะ 2' },
  { code: 'bac-3', name: 'บาคาร่า โต๊ะ 3' },
];

/** A table code of ours: `bac-1`, `bac-2`, … */
export const isBaccaratTableCode = (code: string): boolean => /^bac-[1-9]\d{0,2}$/.test(code);
