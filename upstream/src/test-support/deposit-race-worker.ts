/**
 * A second process for the first-deposit race test: opens the test's database
 * (a SQLite file or a PostgreSQL URL), prints "ready", waits for a line on
 * stdin (so both processes start together), then confirms the deposits given
 * one by one as the agent console does, and prints each answer's error code
 * (0 when paid). `tsx deposit-race-worker.ts <file or url> <now ms> <ref,ref,…>`
 */
import { createInterface } from 'node:readline';
import { FakeClock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { openStore, storeLocation } from '../db/store.js';
import { decidePayment } from '../payment/operator-routes.js';
import { resolveSettings } from '../settings.js';

const [where, now, refs] = process.argv.slice(2) as [string, string, string];
const store = await openStore(storeLocation(where, where));
const ctx = { db: store.db, clock: new FakeClock(Number(now)), settings: resolveSettings({}) };
process.stdout.write('ready\n');
const input = createInterface({ input: process.stdin });
input.once('line', () => {
  void (async () => {
    const answers: Record<string, number | string> = {};
    for (const ref of refs.split(',')) {
      try {
        await decidePayment(ctx, ref, 'confirm', null);
        answers[ref] = 0;
      } catch (error) {
        answers[ref] = error instanceof AppError ? error.code : String(error);
      }
    }
    input.close();
    await store.close();
    process.stdout.write(`${JSON.stringify(answers)}\n`);
  })();
});
