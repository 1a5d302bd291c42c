/** Query keys of the formula page. */
import { soothShoeKey } from '#client/game-data/get-sooth-shoe.js';

export const soothKeys = {
  all: ['sooth'] as const,
  /** every table's current shoe (`sooth.baccarat`), kept live by the `sooth` topic */
  tables: () => ['sooth', 'tables'] as const,
  detail: (tableId: number) => ['sooth', 'detail', tableId] as const,
  /** a revealed shoe in full (`sooth.shoe`): it never changes */
  shoe: soothShoeKey,
};
