/**
 * `npm start`, `npm run upstream` and the Procfile: `node scripts/run-built.mjs <entry>`
 * builds the servers when dist/node is missing or older than their sources
 * (scripts/server-build.mjs), then runs one compiled entry in this process,
 * plain JavaScript with no TypeScript loader (decision 0063).
 *
 * The scripts `exec` node, so SIGTERM reaches this process. A stop during the
 * build lets the build finish whole and starts nothing (exit 0). A stop while
 * the entry loads, before it catches signals itself, reaches it once it is up.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, SERVER_ENTRIES, buildServer, serverBuildIsStale } from './server-build.mjs';

const entry = process.argv[2] ?? '';
if (!Object.hasOwn(SERVER_ENTRIES, entry)) {
  console.error(`usage: node scripts/run-built.mjs ${Object.keys(SERVER_ENTRIES).join('|')}`);
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));

let stopAsked;
// Once the entry listens for the signal itself, it is the entry's.
const note = (signal) => {
  if (process.listenerCount(signal) === 1) stopAsked ??= signal;
};
process.on('SIGTERM', note);
process.on('SIGINT', note);

if (serverBuildIsStale(root)) {
  console.log('กำลังสร้างระบบฝั่งเซิร์ฟเวอร์ (server build)…');
  await buildServer(root);
}
if (stopAsked) process.exit(0);
await import(pathToFileURL(join(root, SERVER_BUILD_DIR, `${entry}.js`)).href);
process.off('SIGTERM', note);
process.off('SIGINT', note);
if (stopAsked) process.kill(process.pid, stopAsked);
