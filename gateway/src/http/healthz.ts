import type { RequestHandler } from 'express';
import type { Clock } from '#shared/clock.js';
import { sendOk } from './envelope.js';

/** Liveness for load balancers and the start script: answers without touching the upstream. */
export function healthz(clock: Clock, startedAt: number): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendOk(res, { ok: true, uptime_s: Math.floor((clock.now() - startedAt) / 1000) });
  };
}
