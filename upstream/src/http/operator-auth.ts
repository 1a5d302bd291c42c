import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { UpstreamSettings } from '../settings.js';
import { bearerToken } from './auth.js';

/** Compares digests so neither the key's content nor its length leaks through timing. */
function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether the request carries the agent key; never without a configured key. */
export function carriesAgentKey(settings: UpstreamSettings, req: Request): boolean {
  const expected = settings.agentApiKey;
  const given = bearerToken(req);
  return Boolean(expected && given && sameKey(given, expected));
}

/**
 * The operator side answers only to the agent key. Without a configured key it
 * is off and says so (docs/design.md §4), rather than being open.
 */
export function requireOperator(settings: UpstreamSettings): RequestHandler {
  return (req, _res, next) => {
    if (!settings.agentApiKey) {
      next(new AppError(ErrorCode.AGENT_DISABLED));
      return;
    }
    if (!carriesAgentKey(settings, req)) {
      next(new AppError(ErrorCode.AGENT_KEY_INVALID));
      return;
    }
    next();
  };
}
