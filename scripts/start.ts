/**
 * `npm start`: build the client when missing or stale, then run the gateway
 * with the embedded upstream (unless UPSTREAM_URL points at an operator's API).
 */
import { fileURLToPath } from 'node:url';
import { buildClient, clientBuildIsStale } from './client-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));

if (clientBuildIsStale(root)) {
  console.log('กำลังสร้างหน้าเว็บ (client build)…');
  await buildClient(root);
}

const { startServer } = await import('../gateway/src/server.js');
await startServer();
