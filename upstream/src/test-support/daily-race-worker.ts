/**
 * A second process for the daily jobs' race test: opens the test's SQLite
 * file, runs every daily job for the day given at the instant given, prints
 * what it wrote. `tsx daily-race-worker.ts <file> <now ms> <day>`
 */
import { FakeClock } from '@shared/clock.js';
import { openDatabase } from '../db/connection.js';
import { DAILY_JOB_LIST } from '../daily/jobs.js';
import { runDay } from '../daily/runner.js';
import { resolveSettings } from '../settings.js';

const [file, now, day] = process.argv.slice(2) as [string, string, string];
const db = openDatabase(file);
const ctx = { db, clock: new FakeClock(Number(now)), settings: resolveSettings({}) };
const outcomes = runDay(ctx, DAILY_JOB_LIST, day, (error) => console.error(error));
db.close();
process.stdout.write(JSON.stringify(outcomes));
