import type { Database, Statement } from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import type { DB } from '../schema.js';

/**
 * Kysely's SQLite driver, with the two things a ledger on one file needs:
 * every transaction takes the write lock when it begins (`BEGIN IMMEDIATE`),
 * so a second process waits for it instead of failing on a stale read, and
 * each statement is compiled once per connection, as the hot paths run the
 * same few thousands of times.
 */
/** More distinct statements than the site writes, fewer than would weigh on memory. */
const STATEMENT_CACHE_SIZE = 2_000;

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class LedgerSqliteDialect extends SqliteDialect {
  readonly #database: Database;

  constructor(database: Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    const database = this.#database;
    const compiled = new Map<string, Statement>();
    const prepare = (sql: string) => {
      let statement = compiled.get(sql);
      if (!statement) {
        // Lists of varying length make new texts: past the cap, start over rather than grow.
        if (compiled.size >= STATEMENT_CACHE_SIZE) compiled.clear();
        statement = database.prepare(sql);
        compiled.set(sql, statement);
      }
      return statement;
    };
    return new ImmediateSqliteDriver({ database: { close: () => database.close(), prepare } });
  }
}

/** The query layer over an open SQLite file (db/connection.ts opens and migrates it; the games provider's file too). */
export function kyselyOverSqlite<Schema = DB>(database: Database): Kysely<Schema> {
  return new Kysely<Schema>({ dialect: new LedgerSqliteDialect(database) });
}
