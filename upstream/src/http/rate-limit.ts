import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { fail } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';

/**
 * Limits attempts per client address and username, so guessing one member's
 * password is slow while other members on the same address (one office, one
 * gateway) are unaffected. Each call makes its own in-memory store: two apps
 * in one process (tests) never share counts.
 */
export function attemptLimiter(name: string, options: { windowMs: number; max: number }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => `${name}|${ipKeyGenerator(req.ip ?? '')}|${usernameOf(req)}`,
    handler: (_req, res) => {
      res.status(429).json(fail(ErrorCode.RATE_LIMITED));
    },
  });
}

function usernameOf(req: Request): string {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const username = (body as { username?: unknown }).username;
  return typeof username === 'string' ? username.trim().slice(0, 32) : '';
}
