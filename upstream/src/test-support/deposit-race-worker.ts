/**
 * A second process for the first-deposit race test: opens the test's SQLite
 * file, prints "ready", waits for a line on stdin (so both processes start
 * together), then confirms the deposits given one by one as the agent console
 * does, and prints each answer's error code (0 when paid).
 * `tsx deposit-race-worker.ts <file> <now ms> <ref,ref,…>`
 */
import { createInterface } from 'node:readline';
import { FakeClock } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import { openDatabase } from '../db/connection.js';
import { decidePayment } from '../payment/operator-routes.js';
import { resolveSettings } from '../settings.js';

const [file, now, refs] = process.argv.slice(2) as [string, string, string];
const db = openDatabase(file);
const ctx = { db, clock: new FakeClock(Number(now)), settings: resolveSettings({}) };
process.stdout.write('ready\n');
const input = createInterface({ input: process.stdin });
input.once('line', () => {
  const answers: Record<string, number | string> = {};
  for (const ref of refs.split(',')) {
    try {
      decidePayment(ctx, ref, 'confirm', null);
      answers[ref] = 0;
    } catch (error) {
      answers[ref] = error instanceof AppError ? error.code : String(error);
    }
  }
  input.close();
  db.close();
  process.stdout.write(`${JSON.stringify(answers)}\n`);
});
