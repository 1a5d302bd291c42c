import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';

/**
 * The client's address for limits: `req.ip`, which honours `X-Forwarded-For`
 * only from the proxies `settings.trustProxy` names; IPv6 by its /56, since one
 * client holds a whole prefix.
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
