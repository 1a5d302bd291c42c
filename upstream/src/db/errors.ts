/**
 * What a failed write means, the same on both engines. PostgreSQL answers a
 * broken UNIQUE or PRIMARY KEY with SQLSTATE 23505 (unique_violation);
 * better-sqlite3 throws a SqliteError whose code names the constraint kind.
 */
const UNIQUE_VIOLATIONS = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** Whether `error` is a write refused by a UNIQUE or PRIMARY KEY constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && UNIQUE_VIOLATIONS.has(error.code);
}
