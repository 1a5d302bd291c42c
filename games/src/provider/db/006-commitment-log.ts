import type { ColumnTypes } from './column-types.js';

/**
 * When a seed's or a match's commitment reached the site's public log of
 * commitments (docs/decisions/0074): it is logged before its first
 * real-money play, once; demo play logs nothing.
 */
export const commitmentLog = (t: ColumnTypes) => `
ALTER TABLE seeds ADD COLUMN logged_at ${t.int};
ALTER TABLE football_matches ADD COLUMN logged_at ${t.int};
`;
