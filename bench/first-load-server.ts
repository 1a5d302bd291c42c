/**
 * The site as `npm start` runs it (gateway/src/server.ts: embedded upstream,
 * built-in games, the gateway serving the client build), on a temp data dir and
 * a free loopback port, in its own process so the browser's CPU is not shared
 * with the bench's. Config: FirstLoadServerConfig (lib/first-load-site.ts).
 * Speaks server-ipc.ts to the parent (its `cpu` question answers
 * `process.cpuUsage()`).
 *
 * `render: false` is the site as it was before server rendering (decision
 * 0051): the gateway is given no server build, which is what `startServer`
 * does when `serverDir` holds none (gateway/src/render/page-renderer.ts), so
 * every page is the build's empty index.html for the browser to render.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#gateway/server.js';
import type { FirstLoadServerConfig } from './lib/first-load-site.js';
import { createServerIpc, serveIpc } from './lib/server-ipc.js';

// As `npm start` serves it (scripts/start.ts): React renders in production mode.
process.env.NODE_ENV ??= 'production';
const config = JSON.parse(process.argv[2] ?? '{}') as FirstLoadServerConfig;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-load-'));
const ipc = createServerIpc();
// Rendering off: a folder with no entry-server.js in it, so no renderer is loaded; unset, dist/server.
const serverDir = config.render ? config.serverDir : join(dataDir, 'no-server-build');

const server = await startServer(
  {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clientDir: config.clientDir,
    ...(serverDir ? { serverDir } : {}),
    logLevel: 'warn',
  },
  { handleSignals: false, log: () => {} },
);
ipc.closers.push(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
serveIpc(ipc, 'first-load', { port: server.port });
