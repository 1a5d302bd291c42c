import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from './connection.js';
import { openPostgres } from './postgres/open.js';
import type { DB } from './schema.js';
import { kyselyOverSqlite } from './sqlite/kysely.js';
import { routedDb, type Db } from './transaction.js';

/** Where the upstream keeps its data: a SQLite file (the embedded default) or a PostgreSQL URL. */
export type StoreLocation = { file: string } | { url: string };

export interface UpstreamStore {
  /** the routed handle services hold as `ctx.db` */
  db: Db;
  location: StoreLocation;
  close(): Promise<void>;
}

/**
 * One connection per SQLite file in a process, shared by whoever opens it:
 * SQLite has one writer, and a second connection of the same process waiting
 * for the write lock would block the very event loop the first one needs to
 * commit (busy_timeout waits synchronously). Processes each have their own.
 */
const sqliteFiles = new Map<string, { database: Kysely<DB>; users: number }>();

function sharedSqlite(file: string): { database: Kysely<DB>; release(): Promise<void> } {
  const key = file === ':memory:' ? undefined : resolve(file);
  if (key === undefined) {
    const database = kyselyOverSqlite(openDatabase(file));
    return { database, release: () => database.destroy() };
  }
  let open = sqliteFiles.get(key);
  if (!open) {
    open = { database: kyselyOverSqlite(openDatabase(key)), users: 0 };
    sqliteFiles.set(key, open);
  }
  open.users += 1;
  const entry = open;
  let released = false;
  return {
    database: entry.database,
    async release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      sqliteFiles.delete(key);
      await entry.database.destroy();
    },
  };
}

/** Opens and migrates the upstream's database on either engine (decision 0062). */
export async function openStore(location: StoreLocation): Promise<UpstreamStore> {
  if ('url' in location) {
    const database = await openPostgres(location.url);
    return { db: routedDb(database), location, close: () => database.destroy() };
  }
  const { database, release } = sharedSqlite(location.file);
  return { db: routedDb(database), location, close: release };
}

/** DATABASE_URL when it names PostgreSQL, else the SQLite file under the data directory. */
export function storeLocation(databaseUrl: string | undefined, sqliteFile: string): StoreLocation {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return { url: databaseUrl };
  return { file: sqliteFile };
}
