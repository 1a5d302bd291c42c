import type { ErrorRequestHandler, Response } from 'express';
import { AppError, fail, type Envelope } from '@shared/envelope.js';
import { ErrorCode, errorEntry } from '@shared/errors.js';

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
 * could not read is a 400; anything else is a 500 with no stack trace.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) {
    res.status(err.status).json(err.toEnvelope());
    return;
  }
  const status = (err as { status?: unknown; type?: unknown }).status;
  const type = (err as { type?: unknown }).type;
  if (type === 'entity.too.large') {
    sendError(res, ErrorCode.BAD_REQUEST, 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป');
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    sendError(res, ErrorCode.BAD_REQUEST);
    return;
  }
  console.error('[gateway] unexpected fault', err);
  sendError(res, ErrorCode.INTERNAL);
};
