/**
 * `npm start`: build the client when missing or stale, then run the gateway
 * with the embedded upstream (unless UPSTREAM_URL points at an operator's API).
 * The gateway runs in this process, so SIGTERM reaches it: package.json's
 * script and the Procfile `exec` node itself (a shell between npm and node
 * does not pass the signal on, and tsx's own launcher, a second process, kills
 * a child that does not answer a relayed signal within 30 ms). Signals are
 * caught from the first line: a stop during the build ends the start there,
 * a stop while the parts start closes them once they are up.
 * SKIP_CLIENT_BUILD=1 starts without looking at the client (a deployment that
 * builds it in a step of its own).
 */
import { fileURLToPath } from 'node:url';
import { processLogger, setLogLevel } from '@shared/observability/logger.js';
import { loadConfig } from '../gateway/src/config.js';
import { catchStopSignals } from '../gateway/src/http/stop-signals.js';
import { buildClient, clientBuildIsStale } from './client-build.js';

// `npm start` serves the built site: React renders its pages in production mode unless told
// otherwise (development mode renders several times slower). `npm run dev` is the development server.
process.env.NODE_ENV ??= 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
setLogLevel(loadConfig().logLevel);
const log = (line: string) => processLogger('gateway').info(line);
const signals = catchStopSignals(log);
log('กำลังเริ่มระบบ…');

if (!['1', 'true', 'yes'].includes(process.env.SKIP_CLIENT_BUILD ?? '') && clientBuildIsStale(root)) {
  console.log('กำลังสร้างหน้าเว็บ (client build)…');
  await buildClient(root);
}

if (signals.asked) {
  // Nothing started yet: the build is whole, nothing else to close.
  signals.whenStopped(() => Promise.resolve());
} else {
  const { startServer } = await import('../gateway/src/server.js');
  await startServer({}, { signals });
}
