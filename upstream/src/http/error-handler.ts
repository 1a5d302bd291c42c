import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, fail } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { processLogger } from '@shared/observability/logger.js';
import { EDGE_MESSAGES } from '@shared/http-edge.js';
import { fieldErrors } from '@shared/validation.js';

interface BodyParserError {
  type: string;
  status: number;
}

/** body-parser marks its errors with a `type` (entity.parse.failed, entity.too.large ...). */
function isBodyParserError(error: unknown): error is BodyParserError {
  if (typeof error !== 'object' || error === null) return false;
  const { type, status } = error as Partial<BodyParserError>;
  return typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500;
}

/** A body too large (413) or too deep (400) says so; any other unreadable body gets the table's message. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': EDGE_MESSAGES.tooLarge,
  'entity.too.deep': EDGE_MESSAGES.tooDeep,
};

/**
 * Every failure leaves as an envelope. A broken rule keeps its table status
 * (mostly 200); a body the server cannot read is 400 (413 when too large); an
 * unexpected fault is 500 with a generic message and no stack.
 */
export function errorHandler(log: (error: unknown, req?: Request) => void = defaultLog): ErrorRequestHandler {
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
    if (isBodyParserError(error)) {
      res.status(error.status).json(fail(ErrorCode.BAD_REQUEST, BODY_PARSER_MESSAGES[error.type]));
      return;
    }
    log(error, req);
    res.status(500).json(fail(ErrorCode.INTERNAL));
  };
}

// The request's own logger when there is one: the line carries its request id.
function defaultLog(error: unknown, req?: Request): void {
  (req?.log ?? processLogger('upstream')).error({ err: error }, 'unexpected error');
}

/** Unknown paths answer a 404 envelope rather than Express's HTML page. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(fail(ErrorCode.NOT_FOUND));
};
