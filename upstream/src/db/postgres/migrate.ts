import { sql, type Kysely } from 'kysely';
import { MIGRATIONS, type Migration } from '../migrations/index.js';
import { POSTGRES_BASELINE_VERSION, postgresBaseline } from '../migrations/postgres-baseline.js';

/**
 * The advisory lock every upstream process takes before it migrates: the
 * first one migrates, the others wait and then find nothing left to do. Any
 * fixed number works; this one is the upstream's alone (decision 0062).
 */
const MIGRATION_LOCK = 7_234_601;

export interface PostgresMigrationPlan {
  migrations: readonly Migration[];
  /** the advisory lock of this program's processes */
  lock: number;
  /** what an empty database takes instead of the migrations up to `version` */
  baseline?: { version: number; sql: string };
}

/**
 * Brings a PostgreSQL database up to date from the one migration list, in one
 * transaction under the lock, so several processes starting together migrate
 * once and a failure leaves the schema as it was. An empty database takes the
 * baseline (the schema of migrations 1 to 15) and then every later migration.
 */
export async function migratePostgres<Schema>(db: Kysely<Schema>, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return applyPostgresMigrations(db, {
    migrations,
    lock: MIGRATION_LOCK,
    baseline: { version: POSTGRES_BASELINE_VERSION, sql: postgresBaseline },
  });
}

/** The same for any program's database and list (the games provider's too). */
export async function applyPostgresMigrations<Schema>(db: Kysely<Schema>, plan: PostgresMigrationPlan): Promise<number[]> {
  const baselineVersion = plan.baseline?.version ?? 0;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${plan.lock})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version BIGINT PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`.execute(trx);
    const { rows } = await sql<{ version: string | number }>`SELECT version FROM schema_migrations`.execute(trx);
    const done = new Set(rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    const record = async (migration: Migration) => {
      await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(trx);
      applied.push(migration.version);
    };
    const ordered = [...plan.migrations].sort((a, b) => a.version - b.version);
    if (done.size === 0 && plan.baseline) {
      // Simple query protocol (no parameters): the baseline is many statements in one text.
      await sql.raw(plan.baseline.sql).execute(trx);
      for (const migration of ordered.filter((m) => m.version <= baselineVersion)) await record(migration);
    }
    for (const migration of ordered) {
      if (migration.version <= baselineVersion || done.has(migration.version)) continue;
      await sql.raw(migration.postgres ?? migration.sql).execute(trx);
      await record(migration);
    }
    return applied;
  });
}
