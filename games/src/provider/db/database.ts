/**
 * Opens the provider's own database on either engine and brings its schema
 * up to date (migrations.ts), once, before it answers: PostgreSQL when
 * GAMES_DATABASE_URL names one (a database of its own, never the site's),
 * else the SQLite file games.db under DATA_DIR. The pieces are the upstream's
 * (upstream/src/db): its SQLite migrator and Kysely driver (BEGIN IMMEDIATE),
 * its PostgreSQL pool and advisory-locked migrator.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { migrate } from '#upstream/db/migrate.js';
import { applyPostgresMigrations } from '#upstream/db/postgres/migrate.js';
import { postgresPool } from '#upstream/db/postgres/pool.js';
import { kyselyOverSqlite } from '#upstream/db/sqlite/kysely.js';
import { GAMES_MIGRATIONS } from './migrations.js';
import { routedDb, type GamesDB, type GamesDb } from './transaction.js';

/** Where the provider keeps its data: a SQLite file (the default) or a PostgreSQL URL. */
export type GamesLocation = { file: string } | { url: string };

export interface GamesStore {
  /** the routed handle the provider holds as `ctx.db` */
  db: GamesDb;
  close(): Promise<void>;
}

/** The provider's processes take this advisory lock to migrate (the upstream's is another number, on another database). */
const GAMES_MIGRATION_LOCK = 7_234_602;

/** GAMES_DATABASE_URL when it names PostgreSQL, else the SQLite file. */
export function gamesLocation(databaseUrl: string | undefined, sqliteFile: string): GamesLocation {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return { url: databaseUrl };
  return { file: sqliteFile };
}

/**
 * The SQLite file, with the pragmas the site's database uses
 * (upstream/src/db/connection.ts). Synced at every commit like the site's
 * ledger: a round the wallet has paid, and the seed position it used, must
 * survive a power cut, or a restarted provider could deal a used position
 * again (docs/decisions/0060).
 */
export function openGamesSqlite(file: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = FULL');
  migrate(database, GAMES_MIGRATIONS);
  return database;
}

async function openGamesPostgres(url: string): Promise<Kysely<GamesDB>> {
  const db = new Kysely<GamesDB>({ dialect: new PostgresDialect({ pool: postgresPool(url, 'games') }) });
  try {
    await applyPostgresMigrations(db, { migrations: GAMES_MIGRATIONS, lock: GAMES_MIGRATION_LOCK });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export async function openGamesDatabase(location: GamesLocation): Promise<GamesStore> {
  const database = 'url' in location ? await openGamesPostgres(location.url) : kyselyOverSqlite<GamesDB>(openGamesSqlite(location.file));
  return { db: routedDb(database), close: () => database.destroy() };
}
