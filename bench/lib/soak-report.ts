/** The soak bench's printed summary: the load, each fault, the sockets, the `seq` check and the audit. */
import type { AuditFigures } from './soak-audit.js';
import { RECOVERY_MS, type Fault } from './soak-faults.js';
import { ACTIONS, type SoakContext } from './soak-members.js';
import type { SoakSockets } from './soak-sockets.js';
import { codeLabel, formatCounts, goal, quantile, sortNumbers } from './stats.js';

const GOAL_WAIT_MS = 5_000;
/** A socket with no push for this long at the end of the load did not come back. */
export const QUIET_MS = 5_000;

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(1));

interface Summary {
  ctx: SoakContext;
  faults: readonly Fault[];
  sockets: SoakSockets;
  audit: AuditFigures;
  loadSeconds: number;
  /** when the last part was running again */
  lastRestart: number;
  /** sockets with no push over the last seconds of the load (did not recover) */
  silentAtEnd: number;
}

function printLoad({ ctx, loadSeconds }: Summary): void {
  console.log('');
  console.log(`load over ${loadSeconds.toFixed(0)} s:`);
  let ok = 0;
  for (const action of ACTIONS) {
    const mine = [...ctx.outcomes].filter(([key]) => key.startsWith(`${action} `));
    const done = mine.find(([key]) => key === `${action} ok`)?.[1] ?? 0;
    ok += done;
    const other = mine.filter(([key]) => key !== `${action} ok`).map(([key, n]) => `${codeLabel(key.slice(action.length + 1))} ×${n}`);
    console.log(`  ${action.padEnd(8)} ${String(done).padStart(6)} confirmed${other.length > 0 ? `; ${other.join(', ')}` : ''}`);
  }
  console.log(`  ${(ok / loadSeconds).toFixed(1)} confirmed actions/s`);
  console.log(`  attempts repeated (no definite answer): ${formatCounts(ctx.stats.retries)}`);
  console.log(`  calls given up: ${formatCounts(ctx.stats.givenUp)}`);
}

function printFaults({ faults, sockets, silentAtEnd }: Summary): number {
  console.log('');
  console.log('faults (kill -9 by the injector, or a process that exited on its own; each started again on the same port):');
  console.log(`sockets cut off, each one's longest silence from the kill to ${RECOVERY_MS / 1000} s after the restart, and its wait for a push after the restart`);
  console.log('  at                        part       cause  down s  sockets  p50 s  p99 s  max s  after restart max s');
  let longest = 0;
  let longestAfterRestart = 0;
  faults.forEach((fault, index) => {
    const waits = sortNumbers([...(sockets.figures.waits.get(index) ?? [])]);
    const worst = waits.at(-1) ?? Number.NaN;
    if (waits.length > 0) longest = Math.max(longest, worst);
    const afterRestart = Math.max(0, ...(sockets.figures.afterRestart.get(index) ?? []));
    longestAfterRestart = Math.max(longestAfterRestart, afterRestart);
    console.log(
      `  ${new Date(fault.killedAt).toISOString()}  ${fault.part.padEnd(10)} ${fault.cause.padEnd(5)} ${seconds(fault.restartedAt - fault.killedAt).padStart(7)} ` +
        `${String(sockets.figures.affected.get(index) ?? 0).padStart(8)} ` +
        `${seconds(quantile(waits, 0.5)).padStart(6)} ${seconds(quantile(waits, 0.99)).padStart(6)} ${seconds(worst).padStart(6)} ${seconds(afterRestart).padStart(20)}`,
    );
  });
  const crashes = faults.filter((fault) => fault.cause === 'crash');
  console.log(`  ${faults.length - crashes.length} kills, ${crashes.length} crashes${crashes.length > 0 ? ` (${crashes.map((c) => c.part).join(', ')}: see the stacks above)` : ''}`);
  console.log(
    `  longest a socket waited for its pushes: ${seconds(longest)} s from a kill, ${seconds(longestAfterRestart)} s after the restart ` +
      `(goal ≤ ${GOAL_WAIT_MS / 1000} s after the restart: ${goal(longestAfterRestart <= GOAL_WAIT_MS && silentAtEnd === 0)}); ` +
      `sockets with no push over the load's last ${QUIET_MS / 1000} s: ${silentAtEnd}`,
  );
  return longest;
}

function printSockets({ faults, sockets, lastRestart }: Summary): void {
  const { figures } = sockets;
  console.log('');
  console.log(
    `sockets: ${figures.pushes} pushes, ${figures.reconnects} reconnects (${figures.recovered} recovered with the missed pushes replayed, ` +
      `${figures.reconnects - figures.recovered} subscribed again), ${figures.subscribeRetries} subscribes tried again`,
  );
  // A gap while a part is down or just back is the outage; one after that is a fault of recovery.
  const inFault = (at: number) => faults.some((f) => at >= f.killedAt && at <= (Number.isNaN(f.restartedAt) ? lastRestart : f.restartedAt) + RECOVERY_MS);
  const during = figures.gaps.filter((gap) => inFault(gap.at));
  const after = figures.gaps.filter((gap) => !inFault(gap.at));
  const describe = (gaps: typeof figures.gaps) =>
    gaps.length === 0 ? 'none' : `${gaps.length} (${gaps.reduce((n, g) => n + g.missing, 0)} seqs; ${gaps.filter((g) => g.recovered).length} on recovered sessions)`;
  console.log(`yeekee seq gaps: during a fault or within ${RECOVERY_MS / 1000} s of its restart ${describe(during)}; after recovery ${describe(after)} (goal none: ${goal(after.length === 0)})`);
  const twiceAfter = figures.duplicates.filter((at) => !inFault(at)).length;
  console.log(
    `yeekee shots pushed again to a socket that had them: ${figures.duplicates.length - twiceAfter} during a fault or within ` +
      `${RECOVERY_MS / 1000} s of its restart, ${twiceAfter} after recovery`,
  );
}

function printAudit({ audit }: Summary): void {
  console.log('');
  console.log(
    `audit: ${audit.exact}/${audit.members} members exact (balance by the API = wallet rows = ledger sum = what the load saw confirmed` +
      `${audit.otherEntries > 0 ? ` + ${audit.otherEntries} settlement entries it did not drive, ${audit.otherSatang} satang` : ''})`,
  );
  const off = audit.offVsExpected + audit.offLedger + audit.offApi;
  console.log(
    `  satang off: API vs expected ${audit.offVsExpected}, ledger sum vs wallet rows ${audit.offLedger}, API vs wallet rows ${audit.offApi} (goal 0: ${goal(off === 0)})`,
  );
  const lost = [...audit.lost.values()].reduce((n, v) => n + v, 0);
  console.log(`  confirmed actions missing from the database: ${formatCounts(audit.lost)} (goal 0: ${goal(lost === 0)})`);
  console.log(`  in the database but never confirmed to the load (its answer lost, or made twice): ${formatCounts(audit.unconfirmed)}`);
  for (const problem of audit.problems) console.log(`  ${problem}`);
}

export function printSummary(summary: Summary): void {
  printLoad(summary);
  printFaults(summary);
  printSockets(summary);
  printAudit(summary);
}
