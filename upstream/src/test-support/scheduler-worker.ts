/**
 * One upstream process of the scheduler test (lotto/scheduler-processes.test.ts):
 * the real app, with its schedulers, leases and HTTP API, on the test's database,
 * on a FakeClock only the test moves. Several of them walk the day in lockstep,
 * and the test may kill one at any moment, as a machine would die.
 *
 * `node --import tsx scheduler-worker.ts <database url> <start ms> <settings JSON>`
 * (`"demoSlipBank": true` in the settings gives it the demo bank's slip verifier, which no JSON can carry)
 *
 * stdout carries answers only, one JSON line each: `{"ready":{"pid","url"}}` once
 * listening, then `{"at":ms}` for each `{"to":ms}` read on stdin, once the clock is
 * there and the work its timers started is done. The app's log goes to stderr
 * (warnings and errors), for the test to show when something fails. Closing stdin
 * stops the app cleanly (its leases handed over) and ends the process.
 */
import { createInterface } from 'node:readline';
import { FakeClock } from '#shared/clock.js';
import { redirectLogs } from '#server-kit/observability/logger.js';
import { createUpstream } from '../app.js';
import { openStore } from '../db/store.js';
import { demoBankLookup } from '../payment/slips/demo-bank.js';
import { demoSlipVerifier } from '../payment/slips/verifiers/demo.js';
import type { UpstreamSettingsInput } from '../settings.js';
import { listenOnLoopback } from './listen.js';

const [url, start, settings] = process.argv.slice(2) as [string, string, string];
redirectLogs({ write: (line: string) => process.stderr.write(line) }, 'warn');

const store = await openStore({ url });
const clock = new FakeClock(Number(start));
const { demoSlipBank, ...given } = JSON.parse(settings) as UpstreamSettingsInput & { demoSlipBank?: boolean };
const slipVerifier = demoSlipBank ? demoSlipVerifier(demoBankLookup(store.db)) : undefined;
const app = await createUpstream({ db: store.db, clock, settings: { ...given, slipVerifier } });
await app.idle();
const { server, url: apiUrl } = await listenOnLoopback(app);
const answer = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
answer({ ready: { pid: process.pid, url: apiUrl } });

// One command at a time, in order: a move waits for the one before it.
const input = createInterface({ input: process.stdin });
for await (const line of input) {
  const { to } = JSON.parse(line) as { to: number };
  if (to < clock.now()) throw new RangeError(`the clock is at ${clock.now()}, asked to go back to ${to}`);
  // Each timer runs at the instant it falls due and its work is awaited before the next, as in real time.
  await clock.advanceSettling(to - clock.now(), () => app.idle());
  answer({ at: clock.now() });
}
await app.stop();
server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));
await store.close();
