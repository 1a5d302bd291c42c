/**
 * The site as `npm start` runs it (gateway/src/server.ts: embedded upstream,
 * built-in games, the gateway serving the client build), on a temp data dir and
 * a free loopback port, in its own process so the browser's CPU is not shared
 * with the bench's. Config: { clientDir }. Speaks server-ipc.ts to the parent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../gateway/src/server.js';
import { createServerIpc, serveIpc } from './lib/server-ipc.js';

const config = JSON.parse(process.argv[2] ?? '{}') as { clientDir: string };
const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-load-'));
const ipc = createServerIpc();

const server = await startServer(
  { port: 0, host: '127.0.0.1', dataDir, clientDir: config.clientDir, logLevel: 'warn' },
  { handleSignals: false, log: () => {} },
);
ipc.closers.push(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
serveIpc(ipc, 'first-load', { port: server.port });
