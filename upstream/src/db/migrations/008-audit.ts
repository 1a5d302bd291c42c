/**
 * The audit list (docs/decisions/0033): one row per agent write that
 * succeeded, only ever inserted. `actor` is the name the operator signed in
 * to the console with (NULL: the call came without one); `params` and `body`
 * are the request's, as JSON, without any key named like a secret.
 */
export const audit = `
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  actor TEXT,
  call TEXT NOT NULL,
  summary TEXT NOT NULL,
  params TEXT NOT NULL,
  body TEXT NOT NULL,
  ip TEXT,
  created_at INTEGER NOT NULL
);
`;
