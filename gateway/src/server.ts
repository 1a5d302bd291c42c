import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { systemClock } from '@shared/clock.js';
import { createGateway, type Gateway } from './app.js';
import { loadConfig, type GatewayConfig } from './config.js';
import { startEmbeddedUpstream, type EmbeddedUpstream } from './embedded-upstream.js';

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
  /** start-up lines; default console.log */
  log?: (line: string) => void;
}

/**
 * Production wiring: the config (environment unless given), the embedded
 * upstream when UPSTREAM_URL is unset, then the gateway listening on PORT.
 */
export async function startServer(overrides: Partial<GatewayConfig> = {}, options: StartServerOptions = {}): Promise<RunningServer> {
  const config: GatewayConfig = { ...loadConfig(), ...overrides };
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = systemClock;

  let embedded: EmbeddedUpstream | undefined;
  if (!config.upstreamUrl) {
    embedded = await startEmbeddedUpstream({
      dataDir: config.dataDir,
      clock,
      demo: config.demo,
      agentApiKey: config.agentApiKey,
      recaptchaSecret: config.recaptchaSecret,
      yeekeeRoundSeconds: config.yeekeeRoundSeconds,
    });
  }
  const upstreamUrl = config.upstreamUrl ?? embedded!.url;
  const gateway = await createGateway({
    upstreamUrl,
    clock,
    redisUrl: config.redisUrl,
    agentApiKey: config.agentApiKey,
    clientDir: config.clientDir,
    options: {
      runtimeConfig: { recaptchaSiteKey: config.recaptchaSiteKey, gtmId: config.gtmId, liffId: config.liffId },
      contractCheck: config.contractCheck,
    },
  });
  await new Promise<void>((resolve, reject) => {
    gateway.httpServer.once('error', reject);
    gateway.httpServer.listen(config.port, () => resolve());
  });
  const { port } = gateway.httpServer.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  log(`เว็บพร้อมใช้งานที่ ${url}`);
  log(embedded ? `ระบบหลังบ้าน: ในตัว (${config.dataDir}/site.db)` : `ระบบหลังบ้าน: ${upstreamUrl}`);
  if (embedded) {
    const { DEMO_MEMBER } = await import('../../upstream/src/db/seed.js');
    log(`สมาชิกทดลอง: ${DEMO_MEMBER.username} / รหัสผ่าน ${DEMO_MEMBER.password}`);
  }
  log(config.agentApiKey ? 'ระบบเอเย่นต์: เปิด (/agent)' : 'ระบบเอเย่นต์: ปิด (ตั้งค่า AGENT_API_KEY เพื่อเปิด)');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await gateway.close();
      await embedded?.close();
    })());

  if (options.handleSignals ?? true) {
    const stop = (signal: NodeJS.Signals) => {
      log(`ได้รับ ${signal} กำลังปิดระบบ…`);
      // A stuck connection must not keep the process from stopping.
      setTimeout(() => process.exit(1), 10_000).unref();
      void close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }

  return { url, port, upstreamUrl, gateway, close };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer();
}
