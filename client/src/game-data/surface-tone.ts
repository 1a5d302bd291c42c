/**
 * Where a baccarat block sits: `page`, the site's navy cards (formula and
 * fairness pages); `table`, the green felt of the table in the game frame,
 * where the site's navy surfaces would read as holes in the cloth.
 */
export type SurfaceTone = 'page' | 'table';
