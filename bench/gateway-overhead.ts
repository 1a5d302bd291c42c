/**
 * gateway-overhead: what the gateway's pass-through costs on the hot paths
 * beside the least any pass-through costs. One upstream, the gateway (its
 * checks as `npm start` runs them: contract strict, auth, request id, the
 * write-through, a log line per request at info) and a bare `node:http` proxy
 * (site-server.ts, role bare-proxy: pipes each request to the upstream and
 * back, no checks), each in its own process, take the same calls (wallets,
 * bill create, yeekee shot) in ABBA blocks; each one's CPU per call is read
 * from its own process.
 *
 *   npm run bench -- gateway-overhead [--calls 1000] [--blocks 8] [--log-level info|warn] [--profile]
 *
 * --profile writes a V8 CPU profile of the bare proxy and the gateway over the
 * measured blocks and prints each one's top self-time functions.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { choiceFlag, hasFlag, intFlag } from './lib/flags.js';
import { HOT_PATH_CONCURRENCY, hotPaths, measureBlock } from './lib/hot-paths.js';
import { createHttpClient } from './lib/http-client.js';
import { creditMembers, registerMembers } from './lib/members.js';
import { summariseProfile } from './lib/profile.js';
import { startServerProcess, type ServerProcess } from './lib/server-process.js';
import { goal, machineLine } from './lib/stats.js';
import { findOpenYeekeeRound, roundSecondsCovering } from './lib/yeekee-round.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
/** Cheap scrypt, as the tests use: registration is set-up here, not what is measured. */
const SCRYPT_COST = 1024;
const GOAL_RATIO = 1.5;

type Side = 'bare' | 'gateway';

/** A, B, B, A, … so drift (the SQLite file growing, the machine's other load) falls on both alike. */
const abbaOrder = (blocks: number): Side[] =>
  Array.from({ length: blocks }, (_, b): Side[] => (b % 4 === 0 || b % 4 === 3 ? ['bare', 'gateway'] : ['gateway', 'bare'])).flat();

export async function main(args: string[]): Promise<void> {
  const calls = intFlag(args, 'calls', 1000);
  const blocks = intFlag(args, 'blocks', 8);
  const logLevel = choiceFlag(args, 'log-level', ['info', 'warn'] as const, 'info');
  const profileDir = hasFlag(args, 'profile') ? join(tmpdir(), 'bench-profiles') : undefined;
  console.log(machineLine());
  const roundSeconds = roundSecondsCovering(Date.now(), 20 * 60_000);
  const upstream = await startServerProcess({ role: 'upstream', agentKey: AGENT_KEY, scryptCost: SCRYPT_COST, yeekeeRoundSeconds: roundSeconds, logLevel });
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const servers: ServerProcess[] = [upstream];
  try {
    const gateway = await startServerProcess({ role: 'gateway', agentKey: AGENT_KEY, upstreamUrl, logLevel });
    servers.push(gateway);
    const bare = await startServerProcess({ role: 'bare-proxy', agentKey: AGENT_KEY, upstreamUrl });
    servers.push(bare);
    const sides = {
      bare: { server: bare, client: createHttpClient(bare.port, 64) },
      gateway: { server: gateway, client: createHttpClient(gateway.port, 64) },
    };
    const direct = createHttpClient(upstream.port, 64);
    const round = await findOpenYeekeeRound(direct);
    // Each member shoots once in all (a second shot would wait out the cooldown); wallets and bills reuse them.
    const members = await registerMembers(direct, calls * 2);
    direct.close();
    // The operator path exists only on the gateway (/agent/credit): the bills' stake comes through it.
    await creditMembers(sides.gateway.client, AGENT_KEY, members, 1000);
    console.log(
      `gateway-overhead: ${calls} calls of each kind through each of the bare proxy and the gateway (contract strict, logging at ${logLevel}), ` +
        `${HOT_PATH_CONCURRENCY} at a time, ${blocks} ABBA blocks, on round ${round.round_id}; upstream, gateway and bare proxy each in its own process`,
    );
    const paths = hotPaths(round);
    // Warm both JITs on every kind of call but the shot (a member shoots once) before anything is measured.
    for (const side of Object.values(sides)) for (const path of paths.slice(0, 2)) await measureBlock(side.server, side.client, path, members.slice(0, calls), 0);

    console.log('| call | bare µs CPU per call | gateway µs CPU per call | gateway / bare | goal ≤ ×1.5 | upstream µs per call | answered ok |');
    console.log('|---|---|---|---|---|---|---|');
    if (profileDir) for (const side of Object.values(sides)) await side.server.profileStart();
    for (const path of paths) {
      const totals = { bare: { cpuMicros: 0, calls: 0, ok: 0 }, gateway: { cpuMicros: 0, calls: 0, ok: 0 } };
      const order = abbaOrder(blocks);
      const blockSize = Math.floor(members.length / order.length);
      const upstreamBefore = await upstream.cpuMicros();
      for (const [b, side] of order.entries()) {
        const { server, client } = sides[side];
        const measured = await measureBlock(server, client, path, members.slice(b * blockSize, (b + 1) * blockSize), b * blockSize);
        totals[side].cpuMicros += measured.cpuMicros;
        totals[side].calls += measured.calls;
        totals[side].ok += measured.ok;
      }
      const upstreamCost = ((await upstream.cpuMicros()) - upstreamBefore) / (totals.bare.calls + totals.gateway.calls);
      const bareCost = totals.bare.cpuMicros / totals.bare.calls;
      const gatewayCost = totals.gateway.cpuMicros / totals.gateway.calls;
      const ratio = gatewayCost / bareCost;
      const okShare = `${totals.bare.ok + totals.gateway.ok}/${totals.bare.calls + totals.gateway.calls}`;
      console.log(
        `| ${path.name} | ${bareCost.toFixed(0)} | ${gatewayCost.toFixed(0)} | ×${ratio.toFixed(2)} | ${goal(ratio <= GOAL_RATIO)} | ${upstreamCost.toFixed(0)} | ${okShare} |`,
      );
    }
    if (profileDir) {
      for (const [name, side] of Object.entries(sides)) {
        console.log(`${name}:`);
        for (const line of summariseProfile(await side.server.profileStop(profileDir), 30)) console.log(line);
      }
    }
    sides.bare.client.close();
    sides.gateway.client.close();
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
