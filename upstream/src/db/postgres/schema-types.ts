import { generate, PostgresDialect as IntrospectingDialect } from 'kysely-codegen';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/**
 * The text of `upstream/src/db/schema.ts`: the row types of every table, read
 * by kysely-codegen from a database that the migrations made. PostgreSQL is
 * the source because it says what SQLite leaves loose (a primary key is NOT
 * NULL). BIGINT and NUMERIC read as numbers (postgres/open.ts).
 */
export async function schemaTypesOf(url: string): Promise<string> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    const text = await generate({
      db,
      dialect: new IntrospectingDialect(),
      excludePattern: 'schema_migrations',
      typeMapping: { int8: 'number', numeric: 'number' },
      outFile: null,
      logger: undefined,
    });
    return text;
  } finally {
    await db.destroy();
  }
}
