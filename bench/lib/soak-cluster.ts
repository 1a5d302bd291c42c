/**
 * The soak bench's cluster: Redis, one upstream and gateway nodes A and B,
 * each a process of its own on a fixed loopback port, so a fault is a real
 * `kill -9` of one of them and a restart brings it back at the same address
 * (the upstream on the same SQLite file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SoakServerConfig } from '../soak-server.js';
import { startServerScript, type ServerProcess } from './server-process.js';
import { acceptsConnections, freePort } from '../../gateway/src/test-support/ports.js';

const SOAK_SERVER = fileURLToPath(new URL('../soak-server.ts', import.meta.url));
const REDIS_SERVER = '/usr/bin/redis-server';

export type PartName = 'upstream' | 'gateway A' | 'gateway B' | 'redis';

/** One process of the cluster: started, killed with SIGKILL, started again on the same port. */
export interface Part {
  name: PartName;
  port: number;
  up(): boolean;
  start(): Promise<void>;
  kill9(): Promise<void>;
  /** a clean stop (SIGTERM or the IPC stop), for the end of the run */
  stop(): Promise<void>;
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Redis with nothing saved to disk: the nodes keep only pushes in flight, the
 * pollers' leases and sessions for reconnects there (README "Several gateway
 * nodes": a restarted Redis empty is fine), so a restart comes back empty, as
 * the README tells operators to run it.
 */
export function redisPart(port: number): Part {
  let child: ChildProcess | undefined;
  const up = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name: 'redis',
    port,
    up,
    async start() {
      if (up()) return;
      child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const until = Date.now() + 10_000;
      while (!(await acceptsConnections(port))) {
        if (Date.now() > until || !up()) throw new Error(`redis-server did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async kill9() {
      if (!child || !up()) return;
      process.kill(child.pid!, 'SIGKILL');
      await exitOf(child);
    },
    async stop() {
      if (!child || !up()) return;
      child.kill('SIGTERM');
      await exitOf(child);
    },
  };
}

/** The upstream or a gateway node in its own process (bench/soak-server.ts). */
export function serverPart(name: PartName, config: SoakServerConfig, onCrash: (part: Part) => void): Part {
  let server: ServerProcess | undefined;
  let starting: Promise<void> | undefined;
  /** set while this bench itself stops or kills the process: any other exit is a crash */
  let expected = false;
  const up = () => server !== undefined && server.child.exitCode === null && server.child.signalCode === null;
  const part: Part = {
    name,
    port: config.port,
    up,
    start() {
      if (up()) return Promise.resolve();
      starting ??= (async () => {
        // The port a killed process held can take a moment to be free again.
        for (let tries = 0; ; tries += 1) {
          try {
            server = await startServerScript(SOAK_SERVER, config);
            break;
          } catch (error) {
            if (tries >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
        expected = false;
        server.child.once('exit', () => {
          if (!expected) onCrash(part);
        });
      })().finally(() => {
        starting = undefined;
      });
      return starting;
    },
    async kill9() {
      if (!server || !up()) return;
      expected = true;
      process.kill(server.child.pid!, 'SIGKILL');
      await exitOf(server.child);
    },
    async stop() {
      expected = true;
      await starting;
      if (server && up()) await server.stop();
    },
  };
  return part;
}

export interface Cluster {
  upstream: Part;
  nodes: [Part, Part];
  redis: Part;
  all: Part[];
  dbFile: string;
}

export async function startCluster(options: {
  agentKey: string;
  dbFile: string;
  scryptCost: number;
  yeekeeRoundSeconds: number;
  builtInSecret: string;
  /** a server process that exited on its own (the bench restarts it, as a supervisor would) */
  onCrash(part: Part): void;
}): Promise<Cluster> {
  const [redisPort, upstreamPort, portA, portB] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const redis = redisPart(redisPort);
  const upstream = serverPart('upstream', {
    role: 'upstream',
    port: upstreamPort,
    agentKey: options.agentKey,
    dbFile: options.dbFile,
    scryptCost: options.scryptCost,
    yeekeeRoundSeconds: options.yeekeeRoundSeconds,
    builtInSecret: options.builtInSecret,
  }, options.onCrash);
  const node = (name: PartName, port: number) =>
    serverPart(name, {
      role: 'gateway',
      port,
      agentKey: options.agentKey,
      upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
    }, options.onCrash);
  const nodes: [Part, Part] = [node('gateway A', portA), node('gateway B', portB)];
  const all = [redis, upstream, ...nodes];
  for (const part of all) await part.start();
  // A bench that dies leaves no redis-server behind (the server scripts stop when their parent goes).
  process.once('exit', () => void redis.kill9());
  return { upstream, nodes, redis, all, dbFile: options.dbFile };
}
