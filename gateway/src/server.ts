import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '#shared/clock.js';
import { processLogger, setLogLevel } from '#server-kit/observability/logger.js';
import { createGateway, type Gateway } from './app.js';
import { DRAIN_DEADLINE_MS } from './http/drain.js';
import { catchStopSignals, type StopSignals } from './http/stop-signals.js';
import { loadConfig, type GatewayConfig } from './config.js';
import { builtInProviderSecret, startEmbeddedGames } from './embedded-games.js';
import { databaseLabel, startEmbeddedUpstream, type EmbeddedUpstream } from './embedded-upstream.js';
import { loadPageRenderer } from './render/page-renderer.js';

export interface RunningServer {
  url: string;
  port: number;
  upstreamUrl: string;
  gateway: Gateway;
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** close on SIGINT/SIGTERM and exit; default true (tests pass false) */
  handleSignals?: boolean;
  /** the signals its caller already catches (`npm start` does from its first line, before the client build) */
  signals?: StopSignals;
  /** start-up lines; default the process logger at info */
  log?: (line: string) => void;
  /** what the upstream and the gateway run on; default the system clock (only tests inject another) */
  clock?: Clock;
  /**
   * The parts already running in processes of their own (`npm start`'s supervisor, scripts/start.ts):
   * the built-in upstream's URL when UPSTREAM_URL is unset, and the games provider's. Unset: this
   * process starts them beside the gateway, as tests and `npm run dev` do.
   */
  parts?: { upstreamUrl?: string; gamesUrl: string };
}

/**
 * The gateway's wiring: the config (environment unless given), the embedded
 * upstream when UPSTREAM_URL is unset and the games provider (unless `parts`
 * says where they already run), then the gateway listening on PORT.
 */
export async function startServer(overrides: Partial<GatewayConfig> = {}, options: StartServerOptions = {}): Promise<RunningServer> {
  const config: GatewayConfig = { ...loadConfig(), ...overrides };
  setLogLevel(config.logLevel);
  const log = options.log ?? ((line: string) => processLogger('gateway').info(line));
  const clock = options.clock ?? systemClock;
  // From the first line: a stop asked for while the parts start closes them once they are up.
  const signals = options.signals ?? ((options.handleSignals ?? true) ? catchStopSignals(log) : undefined);

  const parts = options.parts;
  // One secret for both sides of the built-in provider's signed wallet calls (docs/decisions/0038).
  const gamesSecret = () => builtInProviderSecret(config.dataDir, process.env.BUILTIN_PROVIDER_SECRET || undefined);
  let embedded: EmbeddedUpstream | undefined;
  if (!config.upstreamUrl && !parts?.upstreamUrl) {
    embedded = await startEmbeddedUpstream({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      clock,
      demo: config.demo,
      agentApiKey: config.agentApiKey,
      recaptchaSecret: config.recaptchaSecret,
      yeekeeRoundSeconds: config.yeekeeRoundSeconds,
      sms: config.sms,
      slipVerify: config.slipVerify,
      builtInProviderSecret: gamesSecret(),
      gameProvidersFile: process.env.GAME_PROVIDERS_FILE || undefined,
    });
  }
  const upstreamUrl = config.upstreamUrl ?? parts?.upstreamUrl ?? embedded!.url;
  // Our own games: with UPSTREAM_URL the operator's API must implement the protocol and hold the same secret.
  const games =
    parts || config.gamesUrl
      ? undefined
      : await startEmbeddedGames({ dataDir: config.dataDir, databaseUrl: config.gamesDatabaseUrl, clock, walletUrl: upstreamUrl, secret: gamesSecret() });
  const gateway = await createGateway({
    upstreamUrl,
    gamesUrl: parts?.gamesUrl ?? config.gamesUrl ?? games!.url,
    clock,
    redisUrl: config.redisUrl,
    agentApiKey: config.agentApiKey,
    metricsToken: config.metricsToken,
    clientDir: config.clientDir,
    pageRenderer: await loadPageRenderer(config.serverDir),
    options: {
      runtimeConfig: { recaptchaSiteKey: config.recaptchaSiteKey, gtmId: config.gtmId, liffId: config.liffId, demo: config.demo },
      contractCheck: config.contractCheck,
      trustProxy: config.trustProxy,
      pageDataDeadlineMs: config.pageDataDeadlineMs,
    },
  });
  let closing: Promise<void> | undefined;
  const shutDown = (deadlineMs: number) =>
    (closing ??= (async () => {
      // The gateway first: its requests in flight may still need the embedded upstream.
      await gateway.drain(deadlineMs);
      await games?.close();
      await embedded?.close();
    })());
  const close = () => shutDown(0);
  // Before listening: a SIGTERM that comes the moment the port opens must drain, not kill.
  signals?.whenStopped(() => shutDown(DRAIN_DEADLINE_MS));
  // Stopped while starting: the parts are closing and the process exits when they are; never listen.
  if (signals?.asked) return new Promise<never>(() => undefined);

  await new Promise<void>((resolve, reject) => {
    gateway.httpServer.once('error', reject);
    // HOST unset: every interface, as a single node facing members directly.
    gateway.httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = gateway.httpServer.address() as AddressInfo;
  const url = `http://${config.host && config.host !== '0.0.0.0' && config.host !== '::' ? hostInUrl(config.host) : 'localhost'}:${port}`;

  log(`เว็บพร้อมใช้งานที่ ${url}`);
  // Ours whether it runs in this process or beside it under `npm start`: its demo member is there.
  const ours = !config.upstreamUrl;
  log(ours ? `ระบบหลังบ้าน: ในตัว (${databaseLabel(config.databaseUrl, config.dataDir)})` : `ระบบหลังบ้าน: ${upstreamUrl}`);
  if (ours) {
    const { DEMO_MEMBER } = await import('#upstream/db/seed.js');
    log(`สมาชิกทดลอง: ${DEMO_MEMBER.username} / รหัสผ่าน ${DEMO_MEMBER.password}`);
  }
  log(config.agentApiKey ? 'ระบบเอเย่นต์: เปิด (/agent)' : 'ระบบเอเย่นต์: ปิด (ตั้งค่า AGENT_API_KEY เพื่อเปิด)');

  return { url, port, upstreamUrl, gateway, close };
}

/** An IPv6 address goes in brackets in a URL. */
function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
