/**
 * The soak bench's servers, one per process so `kill -9` takes down exactly
 * one of them (bench/lib/soak-cluster.ts starts, kills and restarts them).
 * Unlike site-server.ts, each listens on the port it is given and the
 * upstream keeps its SQLite file: a restart comes back at the same address
 * with the same data, as a crashed process under a supervisor would. Roles:
 *   upstream  the reference upstream on `dbFile` or `databaseUrl` (seeded on the first start only)
 *   gateway   the real gateway on `upstreamUrl`, with the Redis Streams adapter on `redisUrl`
 * Talks to the parent over IPC (bench/lib/server-ipc.ts).
 */
import { createServer, type Server as HttpServer } from 'node:http';
import { setLogLevel } from '#server-kit/observability/logger.js';
import { createGateway } from '#gateway/app.js';
import { benchUpstream } from './lib/bench-upstream.js';
import { createServerIpc, serveIpc } from './lib/server-ipc.js';

export interface SoakServerConfig {
  role: 'upstream' | 'gateway';
  port: number;
  agentKey: string;
  /** upstream: its SQLite file, kept across restarts */
  dbFile?: string;
  /** upstream: PostgreSQL instead (the operator's layout: several upstream processes on it) */
  databaseUrl?: string;
  /** upstream: scrypt cost of new password hashes (cheap: registration is set-up, not what is measured) */
  scryptCost?: number;
  /** upstream: the fast yeekee grid */
  yeekeeRoundSeconds?: number;
  /** upstream: the built-in provider's secret, so the bench can sign game rounds as it */
  builtInSecret?: string;
  /** gateway */
  upstreamUrl?: string;
  redisUrl?: string;
}

const config = JSON.parse(process.argv[2] ?? '{}') as SoakServerConfig;
// A line per request from three servers would be a load of its own on two cores, and the
// outages' own error lines would bury the summary; a crash still prints its stack (stderr).
setLogLevel('fatal');
const ipc = createServerIpc();

const listen = (server: HttpServer) => new Promise<void>((resolve) => server.listen(config.port, '127.0.0.1', () => resolve()));

async function startUpstream(): Promise<void> {
  const upstream = await benchUpstream(config.databaseUrl ? { url: config.databaseUrl } : { file: config.dbFile! }, config);
  const server = createServer(upstream.app);
  await listen(server);
  ipc.closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await upstream.close();
  });
}

async function startGateway(): Promise<void> {
  const gateway = await createGateway({
    upstreamUrl: config.upstreamUrl!,
    redisUrl: config.redisUrl,
    agentApiKey: config.agentKey,
    clientDir: '/nonexistent',
    options: { contractCheck: 'strict' },
  });
  await listen(gateway.httpServer);
  ipc.closers.push(() => gateway.close());
}

if (config.role === 'upstream') await startUpstream();
else await startGateway();
serveIpc(ipc, `soak-${config.role}`, { port: config.port });
