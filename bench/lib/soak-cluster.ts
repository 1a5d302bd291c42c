/**
 * The soak bench's cluster, each part a process of its own on a fixed loopback
 * port, so a fault is a real `kill -9` of one of them and a restart brings it
 * back at the same address. Two layouts:
 *   site      Redis, one upstream on a SQLite file, gateway nodes A and B in front of it
 *   operator  the layout the README gives operators: PostgreSQL, upstream processes A and B
 *             on it, gateway node A in front of upstream A and node B of upstream B, Redis
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SoakServerConfig } from '../soak-server.js';
import { startServerScript, type ServerProcess } from './server-process.js';
import { acceptsConnections, freePort } from '#gateway/test-support/ports.js';
import type { StoreLocation } from '#upstream/db/store.js';
import type { Part, PartName } from './soak-part.js';
import { startSoakPostgres } from './soak-postgres.js';

const SOAK_SERVER = fileURLToPath(new URL('../soak-server.ts', import.meta.url));
const REDIS_SERVER = '/usr/bin/redis-server';

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

export type SoakLayout = 'site' | 'operator';

export interface Cluster {
  upstreams: Part[];
  nodes: [Part, Part];
  redis: Part;
  all: Part[];
  /** the upstreams' database, for the audit */
  database: StoreLocation;
  /** stops every part and removes what the cluster made on disk */
  close(): Promise<void>;
}

export async function startCluster(options: {
  layout: SoakLayout;
  agentKey: string;
  scryptCost: number;
  yeekeeRoundSeconds: number;
  builtInSecret: string;
  /** a server process that exited on its own (the bench restarts it, as a supervisor would) */
  onCrash(part: Part): void;
}): Promise<Cluster> {
  const [redisPort, portA, portB, upstreamPortA, upstreamPortB, postgresPort] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
  const redis = redisPart(redisPort!);
  await redis.start();
  const postgres = options.layout === 'operator' ? await startSoakPostgres(postgresPort!) : undefined;
  const dbFile = join(tmpdir(), `bench-soak-${randomUUID()}.sqlite`);
  const database: StoreLocation = postgres ? { url: postgres.url } : { file: dbFile };
  const upstream = (name: PartName, port: number) =>
    serverPart(
      name,
      {
        role: 'upstream',
        port,
        agentKey: options.agentKey,
        ...('url' in database ? { databaseUrl: database.url } : { dbFile: database.file }),
        scryptCost: options.scryptCost,
        yeekeeRoundSeconds: options.yeekeeRoundSeconds,
        builtInSecret: options.builtInSecret,
      },
      options.onCrash,
    );
  const upstreams = postgres ? [upstream('upstream A', upstreamPortA!), upstream('upstream B', upstreamPortB!)] : [upstream('upstream', upstreamPortA!)];
  const node = (name: PartName, upstreamPort: number, port: number) =>
    serverPart(
      name,
      { role: 'gateway', port, agentKey: options.agentKey, upstreamUrl: `http://127.0.0.1:${upstreamPort}`, redisUrl: `redis://127.0.0.1:${redisPort}` },
      options.onCrash,
    );
  const nodes: [Part, Part] = [node('gateway A', upstreams[0]!.port, portA!), node('gateway B', upstreams.at(-1)!.port, portB!)];
  // One upstream at a time: the first one migrates and seeds the database, the next finds it done.
  for (const part of [...upstreams, ...nodes]) await part.start();
  const all = [redis, ...(postgres ? [postgres] : []), ...upstreams, ...nodes];
  // A bench that dies leaves no redis-server behind (the server scripts stop when their parent goes).
  process.once('exit', () => void redis.kill9());
  return {
    upstreams,
    nodes,
    redis,
    all,
    database,
    async close() {
      for (const part of [...nodes, ...upstreams, redis]) await part.stop();
      await postgres?.stop();
      postgres?.remove();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
    },
  };
}
