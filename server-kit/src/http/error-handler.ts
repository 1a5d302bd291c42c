/**
 * The servers' one last handler (gateway, upstream, games provider): every
 * failure leaves as an envelope. A broken rule keeps its table status (mostly
 * 200); a request that fails the contract's schema is VALIDATION with its fields;
 * a body the server cannot read is 400 (413 too large, decisions 0009 and 0027);
 * an unexpected fault is 500 with the generic Thai message and no stack.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, fail } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { fieldErrors } from '#shared/validation.js';
import { processLogger, type Service } from '../observability/logger.js';
import { EDGE_MESSAGES } from './edge.js';

/** A body too large (413) or too deep (400) says so; any other unreadable body gets the table's message. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': EDGE_MESSAGES.tooLarge,
  'entity.too.deep': EDGE_MESSAGES.tooDeep,
};

/** The status of a client error (body-parser marks its own with a `type`: entity.parse.failed, entity.too.large …). */
function clientErrorStatus(error: unknown): { status: number; type?: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  // body-parser's errors keep their own status (415 for an unsupported charset); any other 4xx is a plain 400.
  return typeof type === 'string' ? { status, type } : { status: 400 };
}

/** Logs an unexpected fault on the request's own logger when there is one, so the line carries its request id. */
export const logUnexpected =
  (process: Service) =>
  (error: unknown, req?: Request): void => {
    (req?.log ?? processLogger(process)).error({ err: error }, 'unexpected error');
  };

export function errorHandler(log: (error: unknown, req?: Request) => void): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      res.status(error.status).json(error.toEnvelope());
      return;
    }
    if (error instanceof ZodError) {
      res.status(200).json(fail(ErrorCode.VALIDATION, error.issues[0]?.message, fieldErrors(error)));
      return;
    }
    const clientError = clientErrorStatus(error);
    if (clientError) {
      res.status(clientError.status).json(fail(ErrorCode.BAD_REQUEST, clientError.type ? BODY_PARSER_MESSAGES[clientError.type] : undefined));
      return;
    }
    log(error, req);
    res.status(500).json(fail(ErrorCode.INTERNAL));
  };
}

/** Unknown paths answer a 404 envelope rather than Express's HTML page. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(fail(ErrorCode.NOT_FOUND));
};
