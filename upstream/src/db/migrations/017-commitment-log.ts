/**
 * The public log of commitments (docs/decisions/0074): every seed hash or
 * shoe commitment the site makes is appended here in the transaction that
 * makes it, as a hash chain an outsider can fetch and recheck. `seq` is
 * given by the writer (1, 2, 3... under the log's lock), not drawn from a
 * sequence, so the chain has no gaps. Rows are never changed or removed.
 */
const table = `
CREATE TABLE commitment_log (
  seq BIGINT PRIMARY KEY CHECK (seq >= 1),
  kind TEXT NOT NULL,
  -- what the commitment is for, e.g. round:123 (one entry per kind and subject)
  subject TEXT NOT NULL,
  commitment TEXT NOT NULL,
  committed_at BIGINT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  UNIQUE (kind, subject)
);
`;

export const commitmentLog = `${table}
CREATE TRIGGER commitment_log_no_update BEFORE UPDATE ON commitment_log
BEGIN SELECT RAISE(ABORT, 'a commitment log entry is never changed'); END;
CREATE TRIGGER commitment_log_no_delete BEFORE DELETE ON commitment_log
BEGIN SELECT RAISE(ABORT, 'a commitment log entry is never removed'); END;
`;

// refuse_change() is the baseline's (postgres-baseline.ts).
export const commitmentLogPostgres = `${table}
CREATE TRIGGER commitment_log_no_update BEFORE UPDATE ON commitment_log
FOR EACH ROW EXECUTE FUNCTION refuse_change('a commitment log entry is never changed');
CREATE TRIGGER commitment_log_no_delete BEFORE DELETE ON commitment_log
FOR EACH ROW EXECUTE FUNCTION refuse_change('a commitment log entry is never removed');
`;
