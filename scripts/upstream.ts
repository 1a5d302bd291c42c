/**
 * `npm run upstream`: the reference upstream API alone, for several gateway
 * nodes in front of one database (README, "Several gateway nodes"). It reads
 * the same variables as `npm start` (PORT, DATA_DIR, DATABASE_URL, DEMO,
 * AGENT_API_KEY, RECAPTCHA_SECRET, YEEKEE_ROUND_SECONDS, the SMS_* and SLIP_VERIFY_* ones) and listens on
 * loopback unless HOST says otherwise (the nodes on other machines of a
 * private network): the operator side must never face the internet.
 */
import { systemClock } from '#shared/clock.js';
import { processLogger, setLogLevel } from '#server-kit/observability/logger.js';
import { loadConfig } from '#gateway/config.js';
import { builtInProviderSecret } from '#gateway/embedded-games.js';
import { databaseLabel, startEmbeddedUpstream } from '#gateway/embedded-upstream.js';
import { catchStopSignals } from '#gateway/http/stop-signals.js';
import { stopWhenSupervisorGone, tellSupervisorReady } from './supervise/child.js';

const config = loadConfig();
setLogLevel(config.logLevel);
// From the first line: a SIGTERM while the database opens, or the moment the port opens, closes it cleanly once it is up, never mid-write.
const log = (line: string) => processLogger('upstream').info(line);
const signals = catchStopSignals(log);
// Also `npm start`'s child (scripts/start.ts), on the loopback port it chose: it says when it is ready.
stopWhenSupervisorGone();
log('กำลังเริ่มระบบหลังบ้าน…');
const upstream = await startEmbeddedUpstream({
  dataDir: config.dataDir,
  // Unset: SQLite under DATA_DIR; every node's upstream on one PostgreSQL database shares it (decision 0062).
  databaseUrl: config.databaseUrl,
  clock: systemClock,
  // On unless DEMO says no, as with `npm start` and no UPSTREAM_URL.
  demo: config.demo,
  agentApiKey: config.agentApiKey,
  recaptchaSecret: config.recaptchaSecret,
  yeekeeRoundSeconds: config.yeekeeRoundSeconds,
  sms: config.sms,
  slipVerify: config.slipVerify,
  // The gateways' embedded games sign with the same secret: BUILTIN_PROVIDER_SECRET on every machine, or this DATA_DIR's file.
  builtInProviderSecret: builtInProviderSecret(config.dataDir, process.env.BUILTIN_PROVIDER_SECRET || undefined),
  gameProvidersFile: process.env.GAME_PROVIDERS_FILE || undefined,
  port: config.port,
  host: config.host ?? '127.0.0.1',
});
signals.whenStopped(() => upstream.close());
// The database by file, or by host:port/dbname: never the URL, which carries the password.
log(`ระบบหลังบ้านพร้อมใช้งานที่ ${upstream.url} (${databaseLabel(config.databaseUrl, config.dataDir)})`);
tellSupervisorReady(upstream.url);
