/**
 * soak: two gateway nodes on Redis in front of the upstream, under a mixed
 * load of members (deposits, lotto bills, yeekee shots, game rounds, wheel
 * spins, poll votes, each with a live socket on `wallets` and the open yeekee
 * round), while a fault injector kills the upstream, a node or Redis with
 * SIGKILL at random and starts it again (with `--layout operator`, the layout an
 * operator runs: two upstream processes on PostgreSQL, each node in front of
 * one, and PostgreSQL itself among the faults). Every money call carries an
 * Idempotency-Key and is repeated with it until it gets a definite answer.
 * At the end (faults stopped, every part running, the load run on a while so
 * the sockets can show they recovered) it prints every member's balance
 * against the ledger and against what the load saw confirmed, the confirmed
 * actions missing from the database, the longest a socket waited after a
 * kill for its next push, and the yeekee `seq` gaps the sockets saw.
 *
 *   npm run bench -- soak [--minutes 10] [--members 200] [--pace-ms 2000]
 *                         [--gap-s 20] [--down-s 3] [--layout site|operator]
 *
 * --pace-ms: a member's mean pause between actions; --gap-s: the mean pause
 * between faults (half to one and a half of it); --down-s: how long a killed
 * part stays down (half to one and a half of it). The figures are read, not
 * gated: it exits non-zero only when the bench itself fails.
 */
import { randomBytes } from 'node:crypto';
import { choiceFlag, intFlag } from './lib/flags.js';
import { createHttpClient, eachLimited } from './lib/http-client.js';
import { registerMembers } from './lib/members.js';
import { auditMembers } from './lib/soak-audit.js';
import { startCluster } from './lib/soak-cluster.js';
import type { Part } from './lib/soak-part.js';
import { injectFaults, RECOVERY_MS } from './lib/soak-faults.js';
import { sleep } from './lib/soak-http.js';
import { play, prepareMember, type SoakContext, type SoakMember } from './lib/soak-members.js';
import { printSummary, QUIET_MS } from './lib/soak-report.js';
import { openSoakSockets } from './lib/soak-sockets.js';
import { findTargets } from './lib/soak-targets.js';
import { machineLine } from './lib/stats.js';
import { roundSecondsCovering } from './lib/yeekee-round.js';

const AGENT_KEY = 'bench-agent-key-0123456789';
/** Cheap scrypt, as the tests use: registration is set-up here, not what is measured. */
const SCRYPT_COST = 1024;

export async function main(args: string[]): Promise<void> {
  const minutes = intFlag(args, 'minutes', 10);
  const memberCount = intFlag(args, 'members', 200);
  const paceMs = intFlag(args, 'pace-ms', 2_000);
  const gapS = intFlag(args, 'gap-s', 20);
  const downS = intFlag(args, 'down-s', 3);
  const layout = choiceFlag(args, 'layout', ['site', 'operator'] as const, 'site');
  console.log(machineLine());

  const providerSecret = randomBytes(32).toString('base64url');
  const runMs = minutes * 60_000;
  const needMs = runMs + 5 * 60_000;
  // Until the injector runs, a crashed part is only started again.
  let supervise: (part: Part) => void = (part) => void part.start();
  const cluster = await startCluster({
    layout,
    agentKey: AGENT_KEY,
    scryptCost: SCRYPT_COST,
    yeekeeRoundSeconds: roundSecondsCovering(Date.now(), needMs),
    builtInSecret: providerSecret,
    onCrash: (part) => supervise(part),
  });
  const ports = [cluster.nodes[0].port, cluster.nodes[1].port] as const;
  const clients = [createHttpClient(ports[0], 128), createHttpClient(ports[1], 128)] as const;
  let sockets: ReturnType<typeof openSoakSockets> | undefined;
  try {
    const targets = await findTargets(clients[0], needMs);
    const ctx: SoakContext = {
      clients,
      agentKey: AGENT_KEY,
      providerSecret,
      targets,
      stats: { retries: new Map(), givenUp: new Map() },
      outcomes: new Map(),
    };
    console.log(
      `soak (${layout === 'operator' ? 'operator layout: PostgreSQL, upstreams A and B, nodes A→A and B→B, Redis' : 'site layout: one upstream on SQLite, two nodes, Redis'}): ${memberCount} members for ${minutes} min, a pause of ~${paceMs} ms between actions, a fault every ~${gapS} s ` +
        `down ~${downS} s; bills on ${targets.bills.name} #${targets.bills.round}, shots on yeekee #${targets.yeekeeRound}, ` +
        `votes on poll #${targets.poll.id}, game rounds on ${targets.game.name}; gateways :${ports[0]} and :${ports[1]}`,
    );

    const t0 = Date.now();
    const registered = await registerMembers(clients[0], memberCount);
    const members: SoakMember[] = new Array(memberCount);
    await eachLimited(registered, 16, async (member, i) => {
      members[i] = await prepareMember(ctx, member, i % 2);
    });
    sockets = openSoakSockets(ports, members, targets.yeekeeRound);
    await sleep(2_000);
    console.log(`set-up: ${memberCount} members registered, a game session, 50 points and a first deposit each, sockets open, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const liveSockets = sockets;
    const faults = injectFaults(cluster.all, {
      gapMs: [gapS * 500, gapS * 1_500],
      downMs: [downS * 500, downS * 1_500],
      onKill: (fault, index) => {
        liveSockets.onFault(index, fault);
        console.log(`  ${new Date(fault.killedAt).toISOString()} ${fault.cause === 'kill' ? 'kill -9' : 'CRASHED:'} ${fault.part}`);
      },
    });
    supervise = (part) => faults.crashed(part);
    let running = true;
    const loadStart = Date.now();
    const loops = members.map((member) => play(ctx, member, paceMs, () => running));
    await sleep(runMs);
    await faults.stop();
    for (const part of cluster.all) if (!part.up()) await part.start();
    const lastRestart = Date.now();
    await sleep(RECOVERY_MS);
    const silentAtEnd = liveSockets.finish(QUIET_MS);
    running = false;
    await Promise.all(loops);
    const loadSeconds = (Date.now() - loadStart) / 1000;

    const audit = await auditMembers(clients[0], cluster.database, members);
    printSummary({ ctx, faults: faults.faults, sockets: liveSockets, audit, loadSeconds, lastRestart, silentAtEnd });
  } finally {
    sockets?.close();
    for (const client of clients) client.close();
    await cluster.close();
  }
}
