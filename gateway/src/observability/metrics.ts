import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { callAt } from '#shared/api/registry.js';

/** What the live side reports at each scrape: read from the hub, never counted twice. */
export interface LiveGauges {
  sockets(): number;
  /** per topic kind (`yeekee:round`, never one label per round): rooms and the sockets in them */
  topics(): Record<string, { rooms: number; sockets: number; backingOff: number }>;
}

/**
 * The gateway's Prometheus registry (decision 0024). One per gateway, not
 * prom-client's global one, so tests can run several gateways in a process.
 * Every label set is bounded: routes are registry call ids or Express route
 * patterns, topics are kinds, calls are the names the upstream client counts.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'route' | 'method' | 'status'>;
  readonly httpDuration: Histogram<'route' | 'method' | 'status'>;
  readonly leanRequests: Counter;
  readonly upstreamCalls: Counter<'call'>;
  readonly upstreamErrors: Counter<'call' | 'kind'>;
  readonly upstreamDuration: Histogram<'call'>;
  readonly deliveries: Counter<'event'>;
  readonly pollerRuns: Counter<'topic'>;
  readonly pollerErrors: Counter<'topic'>;
  private live: LiveGauges | undefined;

  constructor() {
    const registers = [this.registry];
    // Includes nodejs_eventloop_lag_seconds and its percentiles, heap and handles.
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
    this.httpRequests = new Counter({
      name: 'gateway_http_requests_total',
      help: 'HTTP requests answered, by route (registry call id or route pattern), method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'gateway_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.leanRequests = new Counter({
      name: 'gateway_lean_requests_total',
      help: 'Requests the lean front of the hot calls served (proxy/lean-api.ts); the rest went through Express',
      registers,
    });
    this.upstreamCalls = new Counter({
      name: 'gateway_upstream_calls_total',
      help: 'Calls to the upstream by call (topic kind, agent, auth, settlements or registry call id); /agent/stats shows the last minute of it',
      labelNames: ['call'],
      registers,
    });
    this.upstreamErrors = new Counter({
      name: 'gateway_upstream_errors_total',
      help: 'Upstream calls that failed: timeout, down (no answer) or 5xx',
      labelNames: ['call', 'kind'],
      registers,
    });
    this.upstreamDuration = new Histogram({
      name: 'gateway_upstream_call_duration_seconds',
      help: 'Upstream call latency, answered or not',
      labelNames: ['call'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.deliveries = new Counter({
      name: 'gateway_live_deliveries_total',
      help: 'Events pushed to a room of /live (one per room, however many sockets are in it)',
      labelNames: ['event'],
      registers,
    });
    this.pollerRuns = new Counter({
      name: 'gateway_poller_runs_total',
      help: 'Poller runs by topic kind (and the settlements feed)',
      labelNames: ['topic'],
      registers,
    });
    this.pollerErrors = new Counter({
      name: 'gateway_poller_errors_total',
      help: 'Poller runs that failed and backed off',
      labelNames: ['topic'],
      registers,
    });
    const live = () => this.live;
    new Gauge({
      name: 'gateway_live_sockets',
      help: 'Sockets connected to /live on this node',
      registers,
      collect() {
        this.set(live()?.sockets() ?? 0);
      },
    });
    const perTopic = (name: string, help: string, pick: (t: { rooms: number; sockets: number; backingOff: number }) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['topic'],
        registers,
        collect() {
          this.reset();
          for (const [topic, counts] of Object.entries(live()?.topics() ?? {})) this.set({ topic }, pick(counts));
        },
      });
    perTopic('gateway_live_subscriptions', 'Subscriptions per topic kind on this node (a socket in two rounds counts twice)', (t) => t.sockets);
    perTopic('gateway_live_rooms', 'Rooms (one value and at most one poller each) per topic kind on this node', (t) => t.rooms);
    perTopic('gateway_poller_backoff_rooms', 'Rooms whose poller is backing off after failures', (t) => t.backingOff);
  }

  /** The live side, once it exists (it is built after the upstream client that reports here). */
  observeLive(live: LiveGauges): void {
    this.live = live;
  }

  /** An upstream call finished: its latency, and its fault if it had one. */
  upstreamAnswered(call: string, seconds: number, fault: 'timeout' | 'down' | '5xx' | undefined): void {
    this.upstreamDuration.observe({ call }, seconds);
    if (fault) this.upstreamErrors.inc({ call, kind: fault });
  }

  pollerRan(topic: string, failed: boolean): void {
    this.pollerRuns.inc({ topic });
    if (failed) this.pollerErrors.inc({ topic });
  }

  /** Counts every answer by its route once it is sent. */
  httpMiddleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.httpDuration.startTimer();
      res.once('finish', () => {
        const labels = { route: routeOf(req.method, req.originalUrl, req.baseUrl, req.route as { path?: unknown } | undefined), method: req.method, status: String(res.statusCode) };
        this.httpRequests.inc(labels);
        end(labels);
      });
      next();
    };
  }
}

/**
 * A bounded route label: the registry's call id under /api, the Express route
 * pattern elsewhere (`/agent/payments/:ref/confirm`), `other` for the client
 * build and anything unmatched. Raw paths (with ids) never become labels.
 */
export function routeOf(method: string, originalUrl: string, baseUrl: string, route: { path?: unknown } | undefined): string {
  const path = originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return callAt(method, path)?.id ?? 'api:unknown';
  if (route && typeof route.path === 'string') return `${baseUrl}${route.path}`;
  return 'other';
}
