import { createServer, type Server as HttpServer } from 'node:http';
import express, { type Express } from 'express';
import { Server } from 'socket.io';
import { systemClock, type Clock } from '@shared/clock.js';
import { ErrorCode } from '@shared/errors.js';
import { agentRoutes } from './agent/agent-routes.js';
import { apiDocs } from './docs/api-docs.js';
import { DEFAULT_CLIENT_DIR } from './config.js';
import { errorHandler, sendError } from './http/envelope.js';
import { healthz } from './http/healthz.js';
import { requestId } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './live/backoff.js';
import { CallMeter } from './live/call-meter.js';
import { Live } from './live/live.js';
import type { LiveServer } from './live/live-types.js';
import type { PollerLease } from './live/poller-lease.js';
import { useRedisAdapter } from './live/redis-adapter.js';
import { apiProxy } from './proxy/api-proxy.js';
import type { ContractCheckMode } from './proxy/contract-check.js';
import { createUpstreamClient } from './proxy/upstream-client.js';
import { clientStatic } from './static/client-static.js';
import { runtimeConfigScript, type ClientRuntimeConfig } from './static/runtime-config-script.js';

export interface GatewayOptions {
  /** per upstream call; default 10 s */
  upstreamTimeoutMs?: number;
  /** poll backoff (cap, jitter, random source); tests pin the random source */
  backoff?: Partial<BackoffPolicy>;
  /** how long a token → member answer is trusted; default 30 s */
  identityTtlMs?: number;
  /**
   * Public ids the client reads at runtime (window.__CONFIG__); each one set
   * also lets that third party's hosts into the CSP.
   */
  runtimeConfig?: ClientRuntimeConfig;
  /** one poller per room across nodes; default: the Redis lease with REDIS_URL, else every node polls */
  pollerLease?: PollerLease;
  /** response checks of /api answers against the registry; default `strict` */
  contractCheck?: ContractCheckMode;
}

export interface CreateGatewayInput {
  upstreamUrl: string;
  clock?: Clock;
  redisUrl?: string;
  agentApiKey?: string;
  /** the client build; default `dist/client` */
  clientDir?: string;
  options?: GatewayOptions;
}

export interface Gateway {
  app: Express;
  httpServer: HttpServer;
  io: LiveServer;
  live: Live;
  close(): Promise<void>;
}

/** The gateway as an http server with /live attached, not listening (STYLE.md, pattern 2). */
export async function createGateway(input: CreateGatewayInput): Promise<Gateway> {
  const clock = input.clock ?? systemClock;
  const options = input.options ?? {};
  const startedAt = clock.now();
  const meter = new CallMeter(clock);
  const upstream = createUpstreamClient({
    baseUrl: input.upstreamUrl,
    timeoutMs: options.upstreamTimeoutMs ?? 10_000,
    onCall: (kind) => meter.record(kind),
  });

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client's address, or the one a proxy on this machine (nginx) reports.
  app.set('trust proxy', 'loopback');
  const httpServer = createServer(app);
  const io: LiveServer = new Server(httpServer, {
    serveClient: false,
    // DESIGN §3: a short drop replays what was missed.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
  });
  const redis = input.redisUrl ? await useRedisAdapter(io, input.redisUrl) : undefined;
  if (input.redisUrl) io.on('node', (ack) => ack(true));

  const live = new Live({
    io,
    clock,
    upstream,
    meter,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    lease: options.pollerLease ?? redis?.lease,
    identityTtlMs: options.identityTtlMs,
    agentApiKey: input.agentApiKey,
    clustered: redis !== undefined,
  });

  const runtimeConfig = options.runtimeConfig ?? {};
  const configScript = runtimeConfigScript(runtimeConfig);
  app.use(requestId);
  app.use(
    securityHeaders(
      { recaptcha: Boolean(runtimeConfig.recaptchaSiteKey), gtm: Boolean(runtimeConfig.gtmId), liff: Boolean(runtimeConfig.liffId) },
      { inlineScripts: [configScript.cspSource] },
    ),
  );
  app.get('/healthz', healthz(clock, startedAt));
  // Before the pass-through: /api/openapi.json is the gateway's own (built once, here).
  app.use(apiDocs());
  app.use(
    '/api',
    apiProxy({
      upstream,
      onMoneyMoved: (token) => {
        meter.record('write-through');
        void live.moneyMoved(token);
      },
      onShot: (roundId, shot) => live.shotPassed(roundId, shot),
      contractCheck: options.contractCheck ?? 'strict',
    }),
  );
  app.use(
    '/agent',
    agentRoutes({
      upstream,
      live,
      clock,
      agentApiKey: input.agentApiKey,
      startedAt,
      countNodes: () => countNodes(io, input.redisUrl !== undefined),
    }),
  );
  // The upstream's operator side is reached only by the gateway, with the agent key.
  app.use('/operator', (_req, res) => sendError(res, ErrorCode.NOT_FOUND));
  app.use(clientStatic(input.clientDir ?? DEFAULT_CLIENT_DIR, configScript));
  app.use((_req, res) => sendError(res, ErrorCode.NOT_FOUND));
  app.use(errorHandler);

  async function close(): Promise<void> {
    live.close();
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
      httpServer.closeAllConnections();
    });
    await redis?.close();
    upstream.close();
  }

  return { app, httpServer, io, live, close };
}

/** Gateway nodes sharing the adapter: this one plus those answering within a second. */
async function countNodes(io: LiveServer, clustered: boolean): Promise<number> {
  if (!clustered) return 1;
  try {
    // The adapter gives up on silent nodes after its own request timeout.
    const replies = await io.serverSideEmitWithAck('node');
    return 1 + replies.length;
  } catch {
    return 1;
  }
}
