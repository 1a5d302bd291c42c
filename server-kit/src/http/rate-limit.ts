/**
 * The servers' rate limits: whom a limit counts (the address), how a refusal
 * reads, and a fixed-window limit per key in memory on the injected clock (so a
 * FakeClock moves it). Limits every process must count alike (the upstream's
 * logins and codes) keep their counts in the database and answer with the same
 * refusal.
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Clock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';

/**
 * The client's address for limits: `req.ip`, which honours `X-Forwarded-For`
 * only from the proxies the server trusts; IPv6 by its /56, since one client
 * holds a whole prefix.
 */
export function addressOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
}

/** The refusal of every limit: 429 with the Thai message, optionally how long to wait. */
export function rateLimited(waitMs?: number): AppError {
  if (waitMs === undefined || waitMs <= 0) return new AppError(ErrorCode.RATE_LIMITED);
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} นาที` : `${seconds} วินาที`;
  return new AppError(ErrorCode.RATE_LIMITED, `ทำรายการถี่เกินไป กรุณารอ ${wait} แล้วลองใหม่`);
}

export interface RateLimit {
  windowMs: number;
  limit: number;
}

/** At most `limit` requests per key in each window; the refusal says when the window ends (also as Retry-After). */
export function rateLimit(clock: Clock, { windowMs, limit }: RateLimit, keyOf: (req: Request) => string): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const now = clock.now();
    const key = keyOf(req);
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      // Old windows go when a new one opens somewhere, so the map stays as small as the active keys.
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const waitMs = window.start + windowMs - now;
      res.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      next(rateLimited(waitMs));
      return;
    }
    next();
  };
}
