/**
 * `npm run db:schema`: after a new migration, regenerates the row types every
 * query is checked against, from throwaway PostgreSQL databases the
 * migrations make: `upstream/src/db/schema.ts` (the site's) and
 * `games/src/provider/db/rows.ts` (the games provider's own database). Needs
 * TEST_DATABASE_URL (`scripts/postgres-for-tests.sh` prints one);
 * `upstream/src/db/postgres/migrate.test.ts` and
 * `games/src/provider/db/postgres.test.ts` fail while a file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openGamesDatabase } from '#games/provider/db/database.js';
import { openPostgres } from '#upstream/db/postgres/open.js';
import { schemaTypesOf } from '#upstream/db/postgres/schema-types.js';
import { createTestDatabase } from '#upstream/test-support/postgres.js';

async function regenerate(target: string, migrateDatabase: (url: string) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  try {
    await migrateDatabase(database.url);
    const file = fileURLToPath(new URL(target, import.meta.url));
    writeFileSync(file, await schemaTypesOf(database.url));
    console.log(`written: ${file}`);
  } finally {
    await database.drop();
  }
}

await regenerate('../upstream/src/db/schema.ts', async (url) => (await openPostgres(url)).destroy());
await regenerate('../games/src/provider/db/rows.ts', async (url) => (await openGamesDatabase({ url })).close());
