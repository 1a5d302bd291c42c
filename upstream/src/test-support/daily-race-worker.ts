/**
 * A second process for the daily jobs' race test: opens the test's database
 * (a SQLite file or a PostgreSQL URL), runs every daily job for the day given
 * at the instant given, prints what it wrote.
 * `tsx daily-race-worker.ts <file or url> <now ms> <day>`
 */
import { FakeClock } from '#shared/clock.js';
import { DAILY_JOB_LIST } from '../daily/jobs.js';
import { runDay } from '../daily/runner.js';
import { openStore, storeLocation } from '../db/store.js';
import { resolveSettings } from '../settings.js';

const [where, now, day] = process.argv.slice(2) as [string, string, string];
const store = await openStore(storeLocation(where, where));
const ctx = { db: store.db, clock: new FakeClock(Number(now)), settings: resolveSettings({}) };
const outcomes = await runDay(ctx, DAILY_JOB_LIST, day, (error) => console.error(error));
await store.close();
process.stdout.write(JSON.stringify(outcomes));
