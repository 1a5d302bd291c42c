import type { ColumnTypes } from './column-types.js';

/**
 * Free-spin credits (docs/decisions/0039). A real session keeps the credit its
 * launch carries (the wallet's id, its bet in satang, the spins it has left
 * here): the wallet is the authority and refuses a spin it no longer has, so
 * this count only spares it calls and tells the page. A spin records whether
 * the credit staked it.
 */
export const freeSpins = (t: ColumnTypes) => `
ALTER TABLE sessions ADD COLUMN free_spin_id ${t.int};
ALTER TABLE sessions ADD COLUMN free_spins_left ${t.int} CHECK (free_spins_left IS NULL OR free_spins_left >= 0);
ALTER TABLE sessions ADD COLUMN free_spin_bet ${t.int} CHECK (free_spin_bet IS NULL OR free_spin_bet > 0);
ALTER TABLE spins ADD COLUMN free_spin ${t.int} NOT NULL DEFAULT 0 CHECK (free_spin IN (0, 1));
`;
