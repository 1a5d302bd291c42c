/**
 * Our games provider (games/) as `npm start`'s child (scripts/start.ts), on the
 * loopback port the parent chose (PORT), its file `games.db` under DATA_DIR. Its
 * wallet calls go through the gateway's `/provider` (SUPERVISED_WALLET_URL, or
 * GAMES_WALLET_URL alone) to the built-in upstream or the operator's
 * UPSTREAM_URL, which must then implement the provider protocol and hold the
 * same secret (BUILTIN_PROVIDER_SECRET, or DATA_DIR's file).
 */
import { systemClock } from '#shared/clock.js';
import { processLogger, setLogLevel } from '#server-kit/observability/logger.js';
import { loadConfig } from '#gateway/config.js';
import { builtInProviderSecret, startEmbeddedGames } from '#gateway/embedded-games.js';
import { catchStopSignals } from '#gateway/http/stop-signals.js';
import { stopWhenSupervisorGone, supervisedParts, tellSupervisorReady } from './supervise/child.js';

const config = loadConfig();
setLogLevel(config.logLevel);
const log = (line: string) => processLogger('games').info(line);
const signals = catchStopSignals(log);
stopWhenSupervisorGone();
log('กำลังเริ่มระบบเกม…');
const supervised = supervisedParts();
// A gateway's /provider when given (a credit batch's members then get their wallets pushed), else the upstream itself.
const walletUrl = supervised.walletUrl ?? config.gamesWalletUrl ?? supervised.upstreamUrl ?? config.upstreamUrl;
if (!walletUrl) throw new Error('scripts/games.ts needs its wallet: GAMES_WALLET_URL, UPSTREAM_URL or SUPERVISED_UPSTREAM_URL');
const games = await startEmbeddedGames({
  dataDir: config.dataDir,
  databaseUrl: config.gamesDatabaseUrl,
  clock: systemClock,
  walletUrl,
  secret: builtInProviderSecret(config.dataDir, process.env.BUILTIN_PROVIDER_SECRET || undefined),
  port: config.port,
  host: '127.0.0.1',
});
signals.whenStopped(() => games.close());
log(`ระบบเกมพร้อมใช้งานที่ ${games.url} (${config.gamesDatabaseUrl ? 'PostgreSQL' : `${config.dataDir}/games.db`})`);
tellSupervisorReady(games.url);
