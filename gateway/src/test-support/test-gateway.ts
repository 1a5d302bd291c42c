import type { Clock } from '#shared/clock.js';
import type { PageRenderer } from '#shared/page-render.js';
import { listenOnLoopback } from '#upstream/test-support/listen.js';
import { createGateway, type Gateway, type GatewayOptions } from '../app.js';

export interface TestGateway {
  url: string;
  gateway: Gateway;
  /** GETs or POSTs JSON and reads the answer as JSON (null when not JSON) */
  request<T = unknown>(method: string, path: string, init?: { body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<{ status: number; headers: Headers; body: T }>;
  close(): Promise<void>;
}

/** The real gateway on a free loopback port. */
export async function startTestGateway(input: {
  upstreamUrl: string;
  /** the built-in provider (games/src/test-support/provider.ts) */
  gamesUrl?: string;
  clock?: Clock;
  agentApiKey?: string;
  /** Bearer token for GET /metrics */
  metricsToken?: string;
  /** several gateways on one Redis: the Streams adapter and the pollers' lease */
  redisUrl?: string;
  clientDir?: string;
  /** the client's server renderer (client/src/entry-server.tsx) */
  pageRenderer?: PageRenderer;
  options?: GatewayOptions;
}): Promise<TestGateway> {
  const gateway = await createGateway({
    clientDir: '/nonexistent-client-build',
    ...input,
    // Tests pin the jitter so backoff delays are exact.
    options: { upstreamTimeoutMs: 2_000, ...input.options, backoff: { random: () => 0.5, ...input.options?.backoff } },
  });
  const { url } = await listenOnLoopback(gateway.httpServer);
  return {
    url,
    gateway,
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      let body: string | undefined = init.raw;
      if (body === undefined && init.body !== undefined) body = JSON.stringify(init.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(url + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: response.status, headers: response.headers, body: parsed as never };
    },
    close: () => gateway.close(),
  };
}
