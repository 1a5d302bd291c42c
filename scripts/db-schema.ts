/**
 * `npm run db:schema`: after a new migration, regenerates
 * `upstream/src/db/schema.ts` (the row types every query is checked against)
 * from a throwaway PostgreSQL database the migrations make. Needs
 * TEST_DATABASE_URL (`scripts/postgres-for-tests.sh` prints one);
 * `upstream/src/db/schema.test.ts` fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../upstream/src/db/postgres/open.js';
import { schemaTypesOf } from '../upstream/src/db/postgres/schema-types.js';
import { createTestDatabase } from '../upstream/src/test-support/postgres.js';

const database = await createTestDatabase();
try {
  await (await openPostgres(database.url)).destroy();
  const file = fileURLToPath(new URL('../upstream/src/db/schema.ts', import.meta.url));
  writeFileSync(file, await schemaTypesOf(database.url));
  console.log(`written: ${file}`);
} finally {
  await database.drop();
}
