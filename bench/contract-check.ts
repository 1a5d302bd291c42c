/**
 * contract-check: what the gateway's response checks (CONTRACT_CHECK) cost on
 * the hot paths. One upstream and two gateways in processes of their own, one
 * with the checks off and one strict, take the same calls in alternating
 * blocks (wallets, bill create, yeekee shot); each gateway's CPU per call is
 * read from its own process, so the difference is the checks' cost measured in
 * this run. Beside it, the check alone (`contractDifferences` on a real answer
 * of each call) timed in this process.
 *
 *   npm run bench -- contract-check [--calls 1000] [--blocks 8] [--same] [--strict-first]
 */
import type { Call } from '#shared/api/call.js';
import { callAt } from '#shared/api/registry.js';
import { contractDifferences } from '#gateway/proxy/contract-check.js';
import { createHttpClient } from './lib/http-client.js';
import { hasFlag, intFlag } from './lib/flags.js';
import { HOT_PATH_CONCURRENCY, hotPaths, measureBlock as measure, type Measured } from './lib/hot-paths.js';
import { creditMembers, registerMembers } from './lib/members.js';
import { startServerProcess } from './lib/server-process.js';
import { machineLine } from './lib/stats.js';
import { findOpenYeekeeRound, roundSecondsCovering } from './lib/yeekee-round.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
const SCRYPT_COST = 1024;
const CHECK_REPEATS = 20_000;

/**
 * CPU µs of the work `strict` adds to a call, in this process: reading the
 * answer's JSON (the pass-through otherwise parses only money-moving answers)
 * and `contractDifferences` on it.
 */
function checkAlone(call: Call, sample: { status: number; body: unknown }): number {
  const entry = { id: '', area: 'member' as const, name: '', call };
  const text = JSON.stringify(sample.body);
  const start = process.cpuUsage();
  for (let i = 0; i < CHECK_REPEATS; i++) contractDifferences(entry, sample.status, JSON.parse(text));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / CHECK_REPEATS;
}

export async function main(args: string[]): Promise<void> {
  const calls = intFlag(args, 'calls', 1000);
  const blocks = intFlag(args, 'blocks', 8);
  console.log(machineLine());
  const roundSeconds = roundSecondsCovering(Date.now(), 20 * 60_000);
  const upstream = await startServerProcess({ role: 'upstream', agentKey: AGENT_KEY, scryptCost: SCRYPT_COST, yeekeeRoundSeconds: roundSeconds });
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  // --same: both gateways off, to read how far two identical processes differ in this run;
  // --strict-first: the strict one starts first, so a bias of the start order shows by swapping it.
  const same = hasFlag(args, 'same');
  const startGateway = (contractCheck: 'off' | 'strict') => startServerProcess({ role: 'gateway', agentKey: AGENT_KEY, upstreamUrl, contractCheck });
  const strictFirst = hasFlag(args, 'strict-first');
  const first = await startGateway(strictFirst && !same ? 'strict' : 'off');
  const second = await startGateway(strictFirst || same ? 'off' : 'strict');
  const [off, strict] = strictFirst ? [second, first] : [first, second];
  const servers = [upstream, off, strict];
  try {
    const direct = createHttpClient(upstream.port, 64);
    const round = await findOpenYeekeeRound(direct);
    // Each member makes one call of each kind in all: a member's second shot would wait 10 s.
    const members = await registerMembers(direct, calls * 2);
    const offSide = { server: off, client: createHttpClient(off.port, 64) };
    const strictSide = { server: strict, client: createHttpClient(strict.port, 64) };
    // Both gateways carry the same set-up traffic: a JIT warmed by more calls would show as a cheaper gateway.
    await creditMembers(offSide.client, AGENT_KEY, members.slice(0, calls), 1000);
    await creditMembers(strictSide.client, AGENT_KEY, members.slice(calls), 1000);
    console.log(`contract-check: ${calls} calls of each kind through each gateway (checks off / strict), ${HOT_PATH_CONCURRENCY} at a time, on round ${round.round_id}`);
    console.log('| call | off µs CPU per call | strict µs CPU per call | checks cost µs per call | strict / off | parse + check alone µs | answered ok |');
    console.log('|---|---|---|---|---|---|---|');
    // Warm both gateways' JIT on a harmless read before anything is measured.
    for (const gateway of [offSide, strictSide]) await measure(gateway.server, gateway.client, hotPaths(round)[0]!, members, 0);
    for (const path of hotPaths(round)) {
      const totals = { off: { cpuMicros: 0, calls: 0, ok: 0 }, strict: { cpuMicros: 0, calls: 0, ok: 0 } };
      let sample: Measured['sample'];
      // ABBA blocks, so drift (the SQLite file growing, the machine's other load) falls on both alike.
      const order = Array.from({ length: blocks }, (_, b) => (b % 4 === 0 || b % 4 === 3 ? ['off', 'strict'] : ['strict', 'off'])).flat() as ('off' | 'strict')[];
      const blockSize = Math.floor(members.length / order.length);
      for (const [b, side] of order.entries()) {
        const gateway = side === 'off' ? offSide : strictSide;
        const measured = await measure(gateway.server, gateway.client, path, members.slice(b * blockSize, (b + 1) * blockSize), b * blockSize);
        totals[side].cpuMicros += measured.cpuMicros;
        totals[side].calls += measured.calls;
        totals[side].ok += measured.ok;
        if (side === 'strict') sample ??= measured.sample;
      }
      const offCost = totals.off.cpuMicros / totals.off.calls;
      const strictCost = totals.strict.cpuMicros / totals.strict.calls;
      const entry = callAt('POST', path.path);
      const alone = sample && entry ? checkAlone(entry.call, sample).toFixed(1) : 'n/a';
      const okShare = `${totals.off.ok + totals.strict.ok}/${totals.off.calls + totals.strict.calls}`;
      console.log(
        `| ${path.name} | ${offCost.toFixed(0)} | ${strictCost.toFixed(0)} | ${(strictCost - offCost).toFixed(0)} | ×${(strictCost / offCost).toFixed(3)} | ${alone} | ${okShare} |`,
      );
    }
    direct.close();
    offSide.client.close();
    strictSide.client.close();
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
