import type { ErrorRequestHandler, Response } from 'express';
import { AppError, fail, type Envelope } from '@shared/envelope.js';
import { ErrorCode, errorEntry } from '@shared/errors.js';
import { EDGE_MESSAGES } from '@shared/http-edge.js';
import { processLogger } from '@shared/observability/logger.js';

/** Sends an error envelope with the status the one error table gives the code. */
export function sendError(res: Response, code: ErrorCode, message?: string, data?: unknown): void {
  res.status(errorEntry(code).status).json(fail(code, message, data));
}

export function sendOk<T>(res: Response, data: T, message?: string): void {
  const body: Envelope<T> = { error: ErrorCode.OK, data };
  if (message) body.message = message;
  res.status(200).json(body);
}

/**
 * The last handler: an AppError becomes its envelope; a body the JSON parser
 * could not read is a 400 (413 too large, decision 0009); anything else is a
 * 500 with no stack trace.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) {
    res.status(err.status).json(err.toEnvelope());
    return;
  }
  const status = (err as { status?: unknown; type?: unknown }).status;
  const type = (err as { type?: unknown }).type;
  // Decisions 0009 and 0027: too large is 413, too deep 400, both BAD_REQUEST saying which.
  if (type === 'entity.too.large') {
    res.status(413).json(fail(ErrorCode.BAD_REQUEST, EDGE_MESSAGES.tooLarge));
    return;
  }
  if (type === 'entity.too.deep') {
    sendError(res, ErrorCode.BAD_REQUEST, EDGE_MESSAGES.tooDeep);
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser's errors carry a `type` and their status (415 for an unsupported charset), kept as the upstream keeps it.
    res.status(typeof type === 'string' ? status : 400).json(fail(ErrorCode.BAD_REQUEST));
    return;
  }
  (req.log ?? processLogger('gateway')).error({ err }, 'unexpected fault');
  sendError(res, ErrorCode.INTERNAL);
};
