import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import { Server } from 'socket.io';
import { systemClock, type Clock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import { edgeLogger } from '#server-kit/http/edge-log.js';
import { processLogger } from '#server-kit/observability/logger.js';
import { consoleRoutes } from './console/routes.js';
import { commitmentsDownload } from './fairness/commitments-download.js';
import { apiDocs } from './docs/api-docs.js';
import { DEFAULT_CLIENT_DIR } from './config.js';
import { answerClientErrors, ownMethodGuard } from './http/edge.js';
import { sendError } from './http/envelope.js';
import { errorHandler, logUnexpected } from '#server-kit/http/error-handler.js';
import { Drain, DRAIN_DEADLINE_MS } from './http/drain.js';
import { healthz } from './http/healthz.js';
import { readyz, ReadinessProbe, type Readiness } from './http/readyz.js';
import { requestId } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './live/backoff.js';
import { CallMeter } from './live/call-meter.js';
import { Live } from './live/live.js';
import { GatewayMetrics } from './observability/metrics.js';
import { metricsRoute } from './observability/metrics-route.js';
import type { LiveServer } from './live/live-types.js';
import type { PollerLease } from './live/poller-lease.js';
import { useRedisAdapter } from './live/redis-adapter.js';
import { apiProxy } from './proxy/api-proxy.js';
import { leanApi } from './proxy/lean-api.js';
import { callPasser } from './proxy/pass-call.js';
import { gamesProxy } from './proxy/games-proxy.js';
import { providerProxy } from './proxy/provider-proxy.js';
import type { ContractCheckMode } from './proxy/contract-check.js';
import { createUpstreamClient } from './proxy/upstream-client.js';
import { clientStatic } from './static/client-static.js';
import { createRenderFetch } from './render/render-fetch.js';
import { siteIndex } from './render/site-index.js';
import type { PageRenderer } from '#shared/page-render.js';
import { runtimeConfigScript, type ClientRuntimeConfig } from './static/runtime-config-script.js';
import { memberMarkScript } from './static/member-mark-script.js';
import { pageStartScriptSource } from './static/page-start-script.js';
import { askOtherNodes } from './live/nodes-emit.js';

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
  /**
   * Express `trust proxy` (TRUST_PROXY): whose `X-Forwarded-For` names the
   * client; default none, so a client cannot choose its own address.
   */
  trustProxy?: boolean | number | string;
  /** how long a page render waits for its data; default the renderer's (300 ms) */
  pageDataDeadlineMs?: number;
  /** the hot calls through the lean front (proxy/lean-api.ts); default on, off to hold the two fronts side by side */
  leanFront?: boolean;
}

export interface CreateGatewayInput {
  upstreamUrl: string;
  /** the built-in provider (games/): `/games/api/*` is passed to it; unset, those paths are 404 */
  gamesUrl?: string;
  clock?: Clock;
  redisUrl?: string;
  agentApiKey?: string;
  /** Bearer token for GET /metrics (the agent key works too); neither set: /metrics is off */
  metricsToken?: string;
  /** the client build; default `dist/client` */
  clientDir?: string;
  /** the client's server build: pages rendered with their data; unset, the browser renders them */
  pageRenderer?: PageRenderer;
  options?: GatewayOptions;
}

export interface Gateway {
  app: Express;
  httpServer: HttpServer;
  io: LiveServer;
  live: Live;
  /** upstream (last probe) and Redis (now, when set): for /readyz and the metrics */
  readiness(): Readiness;
  /** SIGTERM: stop accepting, finish requests in flight up to the deadline, send sockets elsewhere, then close */
  drain(deadlineMs?: number): Promise<void>;
  metrics: GatewayMetrics;
  close(): Promise<void>;
}

/** The gateway as an http server with /live attached, not listening (docs/design.md §1, house pattern 2). */
export async function createGateway(input: CreateGatewayInput): Promise<Gateway> {
  const clock = input.clock ?? systemClock;
  const options = input.options ?? {};
  const startedAt = clock.now();
  const metrics = new GatewayMetrics();
  // One count of upstream calls: the console's per-minute window and /metrics' total.
  const meter = new CallMeter(clock, metrics.upstreamCalls);
  const upstream = createUpstreamClient({
    baseUrl: input.upstreamUrl,
    timeoutMs: options.upstreamTimeoutMs ?? 10_000,
    onCall: (kind) => meter.record(kind),
    onAnswered: (kind, seconds, fault) => metrics.upstreamAnswered(kind, seconds, fault),
  });

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the socket's address, or what a proxy TRUST_PROXY names reports (docs/decisions/0008).
  app.set('trust proxy', options.trustProxy ?? false);
  // The hot calls take the lean front, everything else the app (set below, once its parts exist).
  let handle: (req: IncomingMessage, res: ServerResponse) => void = app;
  // What Node's HTTP parser refuses (headers over 16 kB: 431) is answered with an envelope too (decision 0027).
  const httpServer = answerClientErrors(createServer((req, res) => handle(req, res)));
  const io: LiveServer = new Server(httpServer, {
    serveClient: false,
    // docs/design.md §3: a short drop replays what was missed.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
  });
  const redis = input.redisUrl ? await useRedisAdapter(io, input.redisUrl) : undefined;
  const readiness = new ReadinessProbe({ upstream, clock, redisReady: redis?.ready });
  const drainer = new Drain();
  if (input.redisUrl) io.on('node', (ack) => ack(true));

  // The /play page's calls to the built-in provider, and its live tables' and matches' topics.
  const games = input.gamesUrl
    ? createUpstreamClient({ baseUrl: input.gamesUrl, timeoutMs: options.upstreamTimeoutMs ?? 10_000, onCall: (kind) => meter.record(kind) })
    : undefined;
  const live = new Live({
    io,
    clock,
    upstream,
    games,
    meter,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    lease: options.pollerLease ?? redis?.lease,
    identityTtlMs: options.identityTtlMs,
    agentApiKey: input.agentApiKey,
    clustered: redis !== undefined,
    observer: {
      delivered: (event) => metrics.deliveries.inc({ event }),
      polled: (topic, failed) => metrics.pollerRan(topic, failed),
    },
  });
  // The gauges read what /agent/stats reads, at each scrape.
  metrics.observeLive({
    sockets: () => live.stats().sockets,
    topics: () => {
      const rooms = live.hub.roomsPerTopic();
      const out: Record<string, { rooms: number; sockets: number; backingOff: number }> = {};
      for (const [topic, { sockets }] of Object.entries(live.stats().topics)) {
        out[topic] = { sockets, rooms: rooms[topic]?.rooms ?? 0, backingOff: rooms[topic]?.backingOff ?? 0 };
      }
      return out;
    },
  });

  const runtimeConfig = options.runtimeConfig ?? {};
  const configScript = runtimeConfigScript(runtimeConfig);
  // Every line of a request carries its id, the one the upstream logs too (x-request-id).
  const requestLine = edgeLogger(processLogger('gateway'), (_req, res) => (res as unknown as { locals: { requestId: string } }).locals.requestId);
  const answerHeaders = securityHeaders(
    { recaptcha: Boolean(runtimeConfig.recaptchaSiteKey), gtm: Boolean(runtimeConfig.gtmId), liff: Boolean(runtimeConfig.liffId) },
    { inlineScripts: [configScript.cspSource, memberMarkScript.cspSource, pageStartScriptSource] },
  );
  const httpMetrics = metrics.httpMiddleware();
  app.use(drainer.track);
  app.use(requestId);
  app.use(requestLine);
  app.use(httpMetrics);
  app.use(answerHeaders);
  // Game providers' signed wallet calls, byte for byte (POST only: before the guard of the gateway's own read-only paths);
  // a credit batch's members get their new wallets pushed from its answer (docs/decisions/0070).
  const provider = providerProxy({
    upstream,
    agentApiKey: input.agentApiKey,
    onWalletsMoved: (members) => {
      for (const { username, wallets } of members) live.pushWallets(username, wallets);
    },
  });
  app.use('/provider', provider.router);
  // The /play page's calls to the built-in provider (its art under /games/art is the client's static files).
  if (games) app.use('/games/api', gamesProxy({ games, onTableBet: (table) => live.tableBetPassed(table) }));
  // 405 and OPTIONS as envelopes for the gateway's own paths (decision 0027); /api has its own guard.
  app.use(ownMethodGuard);
  app.get('/healthz', healthz(clock, startedAt));
  app.get('/readyz', readyz(readiness));
  app.get('/metrics', metricsRoute(metrics, { metricsToken: input.metricsToken, agentApiKey: input.agentApiKey }));
  // No browser or proxy keeps an /api answer (a balance, a bill, a member's own data; there is no
  // service worker either); /api/openapi.json below revalidates instead.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Before the pass-through: /api/openapi.json is the gateway's own (built once, here).
  app.use(apiDocs());
  const passCall = callPasser({ upstream, afterCall: live, contractCheck: options.contractCheck ?? 'strict' });
  app.use('/api', apiProxy(passCall));
  if (options.leanFront !== false) {
    handle = leanApi({ app, edge: [drainer.track, requestLine, httpMetrics, answerHeaders], passCall, passRaw: provider.passRaw, onServed: () => metrics.leanRequests.inc() });
  }
  app.use(
    '/agent',
    consoleRoutes({
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
  app.use(commitmentsDownload(upstream));
  app.use(siteIndex());
  const pageLog = processLogger('gateway');
  app.use(
    clientStatic(
      input.clientDir ?? DEFAULT_CLIENT_DIR,
      // The page's head scripts: the runtime config, then the member mark.
      { tag: configScript.tag + memberMarkScript.tag, cspSource: configScript.cspSource },
      input.pageRenderer && {
        renderer: input.pageRenderer,
        fetchApi: createRenderFetch({ upstream, games }),
        clock,
        dataDeadlineMs: options.pageDataDeadlineMs,
        onError: (error) => pageLog.error({ err: error }, 'page render failed; the browser renders it'),
      },
    ),
  );
  app.use((_req, res) => sendError(res, ErrorCode.NOT_FOUND));
  app.use(errorHandler(logUnexpected('gateway')));

  let closing: Promise<void> | undefined;
  function drain(deadlineMs = DRAIN_DEADLINE_MS): Promise<void> {
    return (closing ??= (async () => {
      readiness.markDraining();
      await drainer.run({ io, httpServer, clock, deadlineMs });
      live.close();
      await redis?.close();
      await Promise.all([upstream.close(), games?.close()]);
    })());
  }
  // Tests and a second signal: no waiting for anything in flight.
  const close = () => drain(0);

  return { app, httpServer, io, live, metrics, readiness: () => readiness.readiness(), drain, close };
}

/** Gateway nodes sharing the adapter: this one plus those answering within a second. */
async function countNodes(io: LiveServer, clustered: boolean): Promise<number> {
  if (!clustered) return 1;
  try {
    // The adapter gives up on silent nodes after its own request timeout.
    const replies = await askOtherNodes(io.sockets, 'node');
    return 1 + replies.length;
  } catch {
    return 1;
  }
}
