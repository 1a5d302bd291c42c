/**
 * The gateway as `npm start`'s child (scripts/start.ts): the upstream and the
 * games provider already run in processes of their own, and the parent says
 * where (SUPERVISED_UPSTREAM_URL, unset with an operator's UPSTREAM_URL;
 * SUPERVISED_GAMES_URL). Everything else it reads as `startServer` always did.
 */
import { processLogger, setLogLevel } from '#server-kit/observability/logger.js';
import { loadConfig } from '#gateway/config.js';
import { catchStopSignals } from '#gateway/http/stop-signals.js';
import { stopWhenSupervisorGone, supervisedParts, tellSupervisorReady } from './supervise/child.js';

setLogLevel(loadConfig().logLevel);
// From the first line: a SIGTERM while the gateway loads drains it once it is up (http/stop-signals.ts).
const signals = catchStopSignals((line) => processLogger('gateway').info(line));
stopWhenSupervisorGone();
const { upstreamUrl, gamesUrl } = supervisedParts();
if (!gamesUrl) throw new Error('scripts/gateway.ts is npm start’s child: SUPERVISED_GAMES_URL is unset');
const { startServer } = await import('#gateway/server.js');
const server = await startServer({}, { signals, parts: { upstreamUrl, gamesUrl } });
tellSupervisorReady(server.url);
