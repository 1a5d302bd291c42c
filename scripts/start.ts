/**
 * `npm start` (decision 0063): builds the client when missing or stale, then
 * supervises the site's parts, each a process of its own: the built-in
 * upstream (unless UPSTREAM_URL points at an operator's API), the games
 * provider, then the gateway on PORT, each started once the one before says it
 * is ready, on loopback ports chosen here. A child that dies is started again
 * with backoff; SIGTERM or SIGINT stops the gateway first (it drains), then the
 * games, then the upstream; the exit code says what failed
 * (supervise/exit-codes.ts).
 *
 * Run by scripts/run-built.mjs from the server build (dist/node/start.js, its
 * children plain `node dist/node/<part>.js`), or from source through tsx (its
 * children through tsx too). package.json's script and the Procfile `exec` node
 * itself, so SIGTERM reaches this process. SKIP_CLIENT_BUILD=1 starts without
 * looking at the client (a deployment that builds it in a step of its own).
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flushLogs, processLogger, setLogLevel } from '#server-kit/observability/logger.js';
import { loadConfig } from '#gateway/config.js';
import { DRAIN_DEADLINE_MS } from '#gateway/http/drain.js';
import { buildClient, clientBuildIsStale } from './client-build.js';
import { SUPERVISED_GAMES_URL, SUPERVISED_UPSTREAM_URL, SUPERVISED_WALLET_URL } from './supervise/child.js';
import { EXIT_CODES, type ChildName } from './supervise/exit-codes.js';
import { ChildFailedToStart, Supervisor, type ChildSpec } from './supervise/supervisor.js';

// `npm start` serves the built site: React renders its pages in production mode unless told
// otherwise (development mode renders several times slower). `npm run dev` is the development server.
process.env.NODE_ENV ??= 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig();
setLogLevel(config.logLevel);
const log = processLogger('gateway').child({ role: 'supervisor' });
const supervisor = new Supervisor(log);

const exit = (code: number): never => {
  // Log lines still buffered for stdout go out before the process does.
  flushLogs();
  process.exit(code);
};

// From the first line: a stop during the client build ends the start once the build is whole; a stop
// while the children start stops those started so far. A second signal does not wait.
let stopAsked = false;
let building = true;
const stopAll = () => void supervisor.stop().then((clean) => exit(clean ? EXIT_CODES.stopped : EXIT_CODES.unclean));
const onSignal = (signal: NodeJS.Signals) => {
  if (stopAsked) {
    log.warn(`ได้รับ ${signal} อีกครั้ง: ปิดทุกส่วนทันที`);
    supervisor.killAll();
    exit(EXIT_CODES.unclean);
  }
  stopAsked = true;
  log.info(`ได้รับ ${signal} กำลังปิดระบบ (เกตเวย์ก่อน รอคำขอที่ค้างอยู่ไม่เกิน ${DRAIN_DEADLINE_MS / 1000} วินาที แล้วระบบเกม แล้วระบบหลังบ้าน)…`);
  if (!building) stopAll();
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
log.info('กำลังเริ่มระบบ…');

if (!['1', 'true', 'yes'].includes(process.env.SKIP_CLIENT_BUILD ?? '') && clientBuildIsStale(root)) {
  console.log('กำลังสร้างหน้าเว็บ (client build)…');
  await buildClient(root);
}
building = false;
if (stopAsked) stopAll();
else await startParts();

async function startParts(): Promise<void> {
  // The server build (scripts/server-build.mjs) writes its directory into the bundle; from source it is unset.
  const serverBuild = process.env.SERVER_BUILD;
  const child = (name: ChildName, label: string, env: NodeJS.ProcessEnv, stopWithinMs: number): ChildSpec => ({
    name,
    label,
    args: serverBuild ? [join(root, serverBuild, `${name}.js`)] : ['--import', 'tsx', join(root, 'scripts', `${name}.ts`)],
    env: { ...process.env, ...env },
    // A first run creates and seeds the database: generous, the machine may be busy.
    readyWithinMs: 120_000,
    stopWithinMs,
  });
  try {
    const [upstreamPort, gamesPort] = await freeLoopbackPorts(2);
    // Ours unless the operator runs their own; it listens on loopback only, whatever HOST says of the gateway.
    const ownUpstream = config.upstreamUrl
      ? undefined
      : await supervisor.start(child('upstream', 'ระบบหลังบ้าน (upstream)', { PORT: String(upstreamPort), HOST: '127.0.0.1' }, 10_000));
    // Several nodes share one provider (GAMES_URL, `npm run games`): its tables deal once.
    const gamesUrl =
      config.gamesUrl ??
      (await supervisor.start(
        child(
          'games',
          'ระบบเกม (games)',
          // Its wallet calls go through the gateway's /provider, as an outside provider's do: a hand's credits then push.
          { PORT: String(gamesPort), [SUPERVISED_WALLET_URL]: gatewayLoopbackUrl(), ...(ownUpstream ? { [SUPERVISED_UPSTREAM_URL]: ownUpstream } : {}) },
          10_000,
        ),
      ));
    await supervisor.start(
      child(
        'gateway',
        'เกตเวย์ (gateway)',
        { ...(ownUpstream ? { [SUPERVISED_UPSTREAM_URL]: ownUpstream } : {}), [SUPERVISED_GAMES_URL]: gamesUrl },
        // Its drain, and a margin for its sockets and its Redis client to close.
        DRAIN_DEADLINE_MS + 5_000,
      ),
    );
    log.info('ทุกส่วนของระบบพร้อมใช้งาน');
  } catch (error) {
    // A stop asked for while the children started: the signal's own stop is under way and exits.
    if (stopAsked) return;
    stopAsked = true;
    const failed = error instanceof ChildFailedToStart ? (error.child as ChildName) : undefined;
    log.fatal({ err: error, child: failed }, failed ? `เริ่มระบบไม่สำเร็จ: ${failed} (${error instanceof Error ? error.message : ''})` : 'เริ่มระบบไม่สำเร็จ');
    await supervisor.stop();
    exit(failed ? EXIT_CODES[failed] : EXIT_CODES.failed);
  }
}

/** The gateway child's own address from this machine (it listens on HOST, every interface when unset). */
function gatewayLoopbackUrl(): string {
  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Ports the children listen on, held together so no two are the same; kept across their restarts. */
async function freeLoopbackPorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  for (let i = 0; i < count; i += 1) {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    servers.push(server);
  }
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}
