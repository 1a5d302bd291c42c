import type { ColumnTypes } from './column-types.js';

/**
 * The seq of a seed's or a match's entry in the site's public log of
 * commitments, as the site answered it (docs/decisions/0074): a revealed seed
 * then points at its entry, and a checker needs no guess at its subject. Null
 * until it is logged, and for seeds logged before this column existed.
 */
export const logSeq = (t: ColumnTypes) => `
ALTER TABLE seeds ADD COLUMN log_seq ${t.int};
ALTER TABLE football_matches ADD COLUMN log_seq ${t.int};
`;
