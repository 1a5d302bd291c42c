import type { RequestHandler } from 'express';
import { AppError, type StatusEnvelope } from '#shared/envelope.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { RouteHandler } from './route.js';

/**
 * For the one call the spec answers with `status` instead of `error` (the
 * lotto lobby, docs/product.md §3): success is `{ status: 0, data }`, and a failure
 * `{ status: code, message }` with the error table's HTTP status.
 */
export function statusRoute<T>(handler: RouteHandler<T>, log: (error: unknown) => void = defaultLog): RequestHandler {
  return async (req, res) => {
    try {
      const data = await handler(req, res);
      const body: StatusEnvelope<T> = { status: ErrorCode.OK, data };
      res.json(body);
    } catch (error) {
      const known = error instanceof AppError ? error : undefined;
      if (!known) log(error);
      const code = known?.code ?? ErrorCode.INTERNAL;
      const body: StatusEnvelope = { status: code, message: known?.message ?? errorEntry(code).message };
      res.status(errorEntry(code).status).json(body);
    }
  };
}

function defaultLog(error: unknown): void {
  processLogger('upstream').error({ err: error }, 'unexpected error');
}
