import type { Response } from 'express';
import { fail, type Envelope } from '#shared/envelope.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';

/** Sends an error envelope with the status the one error table gives the code. */
export function sendError(res: Response, code: ErrorCode, message?: string, data?: unknown): void {
  res.status(errorEntry(code).status).json(fail(code, message, data));
}

export function sendOk<T>(res: Response, data: T, message?: string): void {
  const body: Envelope<T> = { error: ErrorCode.OK, data };
  if (message) body.message = message;
  res.status(200).json(body);
}
