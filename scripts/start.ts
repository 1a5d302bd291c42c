/**
 * `npm start`: build the client when missing or stale, then run the gateway
 * with the embedded upstream (unless UPSTREAM_URL points at an operator's API).
 * The gateway runs in this process, so SIGTERM reaches it: package.json's
 * script and the Procfile `exec` their command (a shell between npm and node
 * does not pass the signal on). SKIP_CLIENT_BUILD=1 starts without looking at
 * the client (a deployment that builds it in a step of its own).
 */
import { fileURLToPath } from 'node:url';
import { buildClient, clientBuildIsStale } from './client-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!['1', 'true', 'yes'].includes(process.env.SKIP_CLIENT_BUILD ?? '') && clientBuildIsStale(root)) {
  console.log('กำลังสร้างหน้าเว็บ (client build)…');
  await buildClient(root);
}

const { startServer } = await import('../gateway/src/server.js');
await startServer();
