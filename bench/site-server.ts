/**
 * The servers under test of the lotto benches, each in its own process so its
 * CPU is its own (bench/lib/server-process.ts starts them). Roles:
 *   upstream     the reference upstream on a temp SQLite file (or `databaseUrl`), counting its HTTP calls
 *   gateway      the real gateway in front of an upstream URL
 *   site         both in one process, as `npm start` runs them
 *   bare-yeekee  the same yeekee job with nothing but Socket.IO: shots forwarded to the
 *                upstream, answered, and pushed to the round's room once per push window
 *   bare-proxy   the least an HTTP pass-through does: each request piped to the upstream
 *                on a keep-alive pool and its answer piped back, with no check at all
 * Talks to the parent over IPC; `stop` closes everything, removes the temp files and exits.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ShootResponse, YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { API } from '#shared/api/paths.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createGateway } from '#gateway/app.js';
import { SHOTS_PUSH_MS } from '#gateway/live/topics/yeekee-round.js';
import { setLogLevel } from '#server-kit/observability/logger.js';
import type { ServerConfig } from './lib/server-process.js';
import { bareLive } from './lib/bare-live.js';
import { benchUpstream } from './lib/bench-upstream.js';
import { createServerIpc, serveIpc } from './lib/server-ipc.js';

const config = JSON.parse(process.argv[2] ?? '{}') as ServerConfig;
if (config.logLevel) setLogLevel(config.logLevel);
const ipc = createServerIpc();
const { handlers, closers } = ipc;

const listen = async (server: HttpServer) => (await listenOnLoopback(server)).port;


async function startUpstream(): Promise<number> {
  const file = join(tmpdir(), `bench-upstream-${randomUUID()}.sqlite`);
  const upstream = await benchUpstream(config.databaseUrl ? { url: config.databaseUrl } : { file }, config);
  const { app, db } = upstream;
  const server = createServer(app);
  // Every call the upstream serves, by method and path (the query left out).
  const calls = new Map<string, number>();
  server.on('request', (req: IncomingMessage) => {
    const path = (req.url ?? '').split('?')[0];
    const key = `${req.method} ${path}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  handlers.set('calls', () => ({ calls: Object.fromEntries(calls) }));
  // The exact-balance audit of the bills bench, straight from the tables.
  handlers.set('audit', async () => ({
    rows: (
      await sql`SELECT m.username,
           (SELECT COALESCE(SUM(balance), 0) FROM wallets w WHERE w.member_id = m.id) AS balance,
           (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.member_id = m.id) AS ledger_sum,
           (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.member_id = m.id AND kind = 'adjust') AS credited,
           (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.member_id = m.id AND kind = 'bet') AS bets,
           (SELECT COUNT(*) FROM ledger_entries e WHERE e.member_id = m.id AND kind NOT IN ('adjust', 'bet')) AS other_entries,
           (SELECT COALESCE(MIN(balance_after), 0) FROM ledger_entries e WHERE e.member_id = m.id) AS lowest,
           (SELECT COALESCE(SUM(total), 0) FROM lotto_bills b WHERE b.member_id = m.id) AS bills_total,
           (SELECT COUNT(*) FROM lotto_bills b WHERE b.member_id = m.id) AS bills
         FROM members m WHERE m.username LIKE '08%' AND m.username NOT IN ('0899999999')`.execute(db)
    ).rows,
  }));
  const port = await listen(server);
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await upstream.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });
  return port;
}

async function startGateway(upstreamUrl: string): Promise<number> {
  const gateway = await createGateway({
    upstreamUrl,
    agentApiKey: config.agentKey,
    clientDir: '/nonexistent',
    options: { contractCheck: config.contractCheck ?? 'strict' },
  });
  const port = await listen(gateway.httpServer);
  closers.unshift(() => gateway.close());
  return port;
}

/**
 * The least a server could do for the same watchers: forward each shot to the
 * upstream, answer it, and emit the answered shots to the round's room once
 * per push window (the gateway's own SHOTS_PUSH_MS). `replay` emits a batch
 * given over IPC, for fan-out alone.
 */
async function startBareYeekee(upstreamUrl: string): Promise<number> {
  const waiting = new Map<number, YeekeeShot[]>();
  const httpServer = createServer((req, res) => void shoot(req, res));
  const live = bareLive(httpServer);

  async function shoot(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url !== API.lotto.yeekeeShoot) {
      res.writeHead(404).end();
      return;
    }
    const answer = await fetch(upstreamUrl + API.lotto.yeekeeShoot, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
      body,
    });
    const text = await answer.text();
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    const envelope = JSON.parse(text) as { error: number; data?: ShootResponse };
    if (envelope.error !== 0 || !envelope.data) return;
    const roundId = (JSON.parse(body) as { round_id: number }).round_id;
    let shots = waiting.get(roundId);
    if (!shots) waiting.set(roundId, (shots = []));
    shots.push(envelope.data.shot);
  }

  const flush = setInterval(() => {
    for (const [roundId, shots] of waiting) {
      if (shots.length === 0) continue;
      waiting.set(roundId, []);
      shots.sort((a, b) => a.seq - b.seq);
      live.to(`yeekee:${roundId}`).emit('yeekee:shots', { round_id: roundId, shots });
    }
  }, SHOTS_PUSH_MS);
  handlers.set('replay', (message) => {
    live.to(message.room as string).emit(message.event as string, message.data);
    return {};
  });
  const port = await listen(httpServer);
  closers.push(async () => {
    clearInterval(flush);
    await new Promise<void>((resolve) => {
      live.server.close(() => resolve());
      httpServer.closeAllConnections();
    });
  });
  return port;
}

/**
 * The floor under the gateway's pass-through (bench/gateway-overhead.ts): the
 * request's method, path, headers and body go to the upstream as they came,
 * on a keep-alive pool like the gateway's, and the answer comes back the same
 * way. No body parsing, contract, auth, request id, logging or write-through.
 */
async function startBareProxy(upstreamUrl: string): Promise<number> {
  const target = new URL(upstreamUrl);
  // The gateway's pool settings: idle sockets close before the upstream's 5 s keep-alive ends.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 4_000 });
  const server = createServer((req, res) => {
    const forwarded = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  const port = await listen(server);
  closers.push(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return port;
}

let port: number;
let upstreamPort: number | undefined;
switch (config.role) {
  case 'upstream':
    port = await startUpstream();
    break;
  case 'gateway':
    port = await startGateway(config.upstreamUrl!);
    break;
  case 'site':
    upstreamPort = await startUpstream();
    port = await startGateway(`http://127.0.0.1:${upstreamPort}`);
    break;
  case 'bare-yeekee':
    port = await startBareYeekee(config.upstreamUrl!);
    break;
  case 'bare-proxy':
    port = await startBareProxy(config.upstreamUrl!);
    break;
}

serveIpc(ipc, config.role, { port: port!, upstreamPort });
