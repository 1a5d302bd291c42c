/**
 * Requests per key in a fixed window on the injected clock (like the
 * upstream's auth limits, so a FakeClock moves it): a session may spin as fast
 * as a person plays or autoplays, not as fast as a script can.
 */
import type { RequestHandler } from 'express';
import type { Clock } from '@shared/clock.js';
import { fail } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';

export interface RateLimit {
  windowMs: number;
  limit: number;
}

export function rateLimit(clock: Clock, { windowMs, limit }: RateLimit, keyOf: (req: Parameters<RequestHandler>[0]) => string): RequestHandler {
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
      res.set('Retry-After', String(Math.ceil((window.start + windowMs - now) / 1000)));
      res.status(429).json(fail(ErrorCode.RATE_LIMITED));
      return;
    }
    next();
  };
}
