import type { RequestHandler } from 'express';
import { API } from '#shared/api/paths.js';
import type { Clock } from '#shared/clock.js';
import { fail } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import { sendOk } from './envelope.js';

/** What this node depends on, and whether each answers. `redis` only when REDIS_URL is set. */
export interface Readiness {
  upstream: boolean;
  redis?: boolean;
}

export interface ReadinessOptions {
  upstream: UpstreamClient;
  clock: Clock;
  /** whether Redis answers now; absent with one node */
  redisReady?: () => boolean;
  /** a load balancer asking every second costs the upstream at most one read a second */
  cacheMs?: number;
}

/**
 * Readiness, as opposed to liveness (/healthz): whether the node can serve a
 * member now. The upstream is probed with a cheap public read (GET /api/banner,
 * which every upstream of the contract has); any HTTP answer below 500 means it
 * answers, whatever the envelope says. Redis is read from the client's state.
 */
export class ReadinessProbe {
  private last: Readiness;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<Readiness> | undefined;
  private draining = false;

  constructor(private readonly options: ReadinessOptions) {
    this.last = { upstream: true, ...(options.redisReady ? { redis: options.redisReady() } : {}) };
  }

  /** The last known state, at once (metrics read it on each scrape). Redis is always current. */
  readiness(): Readiness {
    const { redisReady } = this.options;
    return redisReady ? { ...this.last, redis: redisReady() } : { ...this.last };
  }

  /** Set when the node starts draining: a load balancer stops sending new members here first. */
  markDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Probes the upstream unless it was probed within `cacheMs`; concurrent callers share one probe. */
  async check(): Promise<Readiness> {
    if (this.options.clock.now() - this.checkedAt < (this.options.cacheMs ?? 1_000)) return this.readiness();
    this.inflight ??= this.probe().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async probe(): Promise<Readiness> {
    let upstream: boolean;
    try {
      const answer = await this.options.upstream.send({ method: 'GET', path: API.agent.banner, countAs: 'readyz' });
      upstream = answer.status < 500;
    } catch {
      upstream = false;
    }
    this.last = { ...this.last, upstream };
    this.checkedAt = this.options.clock.now();
    return this.readiness();
  }
}

/** What is down, in the words of the envelope's message. */
function notReadyMessage(state: Readiness, draining: boolean): string {
  const down: string[] = [];
  if (draining) down.push('เครื่องนี้กำลังปิดให้บริการ');
  if (!state.upstream) down.push('ระบบหลังบ้านไม่ตอบสนอง');
  return `ยังไม่พร้อมให้บริการ: ${down.join(', ')}`;
}

/**
 * GET /readyz for a load balancer: 200 while the upstream answers, else 503
 * with an envelope naming what is down (`data.upstream`, `data.redis`).
 * Redis down is reported (`data.degraded`) but stays 200: every node shares
 * one Redis, so a 503 there would take every node out at once, while each one
 * still serves its own sockets and the API (decision 0026). A draining node
 * answers 503 so no new member is sent to it.
 */
export function readyz(probe: ReadinessProbe): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    void probe.check().then((state) => {
      const degraded = state.redis === false ? ['redis'] : [];
      if (state.upstream && !probe.isDraining) {
        sendOk(res, { ready: true, ...state, degraded });
        return;
      }
      const code = state.upstream ? ErrorCode.INTERNAL : ErrorCode.UPSTREAM_DOWN;
      res.status(503).json(fail(code, notReadyMessage(state, probe.isDraining), { ready: false, ...state, draining: probe.isDraining, degraded }));
    });
  };
}
