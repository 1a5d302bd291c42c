/**
 * `npm run db:copy -- --from data/site.db --to postgres://…`: moves a site's
 * data from its SQLite file to an empty PostgreSQL database, which it migrates
 * first. Stop the site first: rows written during the copy would be left
 * behind. Nothing is committed unless every table's row count and every
 * balance beside the sum of its entries match (decision 0062).
 * Exit 0: copied; 1: refused or failed.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '#upstream/db/connection.js';
import { copySqliteToPostgres } from '#upstream/db/copy/sqlite-to-postgres.js';
import { openPostgres } from '#upstream/db/postgres/open.js';
import { kyselyOverSqlite } from '#upstream/db/sqlite/kysely.js';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to?.startsWith('postgres')) {
  console.error('ใช้: npm run db:copy -- --from <ไฟล์ SQLite> --to postgres://…');
  process.exit(1);
}
const source = kyselyOverSqlite(openDatabase(values.from));
const target = await openPostgres(values.to);
try {
  const report = await copySqliteToPostgres(source, target);
  for (const table of report.tables) console.log(`${table.name.padEnd(32)} ${table.rows}`);
  const { wallets, points, freeSpins } = report.books;
  console.log(`ยอดตรงกับรายการบัญชีทุกยอด: กระเป๋า ${wallets.length}, แต้ม ${points.length}, ฟรีสปิน ${freeSpins.length}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await target.destroy();
  await source.destroy();
}
