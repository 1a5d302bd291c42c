/**
 * `npm run conformance -- --upstream URL [...]`: checks an upstream API against
 * the contract's registry, call by call, and prints a table and a summary.
 * Exit code 0 when nothing failed, 1 on any FAIL, 2 on a bad command line.
 * README, "Bring your own upstream".
 */
import { parseConformanceArgs, UsageError, USAGE } from './conformance/args.js';
import { formatReport } from './conformance/report.js';
import { runConformance } from './conformance/run.js';

let options;
try {
  options = parseConformanceArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

// An upstream that cannot be reached would fail every row with the same words: say it once.
try {
  await fetch(options.upstream, { signal: AbortSignal.timeout(10_000) });
} catch (error) {
  const cause = (error as Error & { cause?: Error }).cause;
  console.error(`conformance: cannot reach ${options.upstream}: ${cause?.message ?? (error as Error).message}`);
  process.exit(1);
}

try {
  // Progress for a person watching; a log (CI) gets the table alone.
  const report = await runConformance(options, {
    onRow: process.stderr.isTTY ? (row) => process.stderr.write(`${row.verdict.padEnd(4)} ${row.id}\n`) : undefined,
  });
  console.log(formatReport(report));
  // Exit at once: the fetch pool's idle sockets would otherwise hold the process a few seconds.
  process.exit(report.rows.some((row) => row.verdict === 'FAIL') ? 1 : 0);
} catch (error) {
  console.error(`conformance: ${(error as Error).message}`);
  process.exit(1);
}
