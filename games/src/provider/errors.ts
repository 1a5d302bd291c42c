/**
 * Every failure leaves in the site's envelope (as the upstream's
 * error-handler.ts): a broken rule keeps its table status, an unreadable body
 * is 400 (413 too large), anything unexpected 500 with the generic Thai message.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, fail } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { EDGE_MESSAGES } from '@shared/http-edge.js';

export function errorHandler(log: (message: string, error?: unknown) => void): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      res.status(error.status).json(error.toEnvelope());
      return;
    }
    const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
    if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(fail(ErrorCode.BAD_REQUEST, type === 'entity.too.large' ? EDGE_MESSAGES.tooLarge : type === 'entity.too.deep' ? EDGE_MESSAGES.tooDeep : undefined));
      return;
    }
    log('unexpected error', error);
    res.status(500).json(fail(ErrorCode.INTERNAL));
  };
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(fail(ErrorCode.NOT_FOUND));
};
