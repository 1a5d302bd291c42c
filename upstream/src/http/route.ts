import type { Request, RequestHandler, Response } from 'express';
import { ok } from '#shared/envelope.js';

export type RouteHandler<T> = (req: Request, res: Response) => T | Promise<T>;

/**
 * Wraps a handler that returns data: success becomes `{ error: 0, data }`,
 * anything thrown goes to the error handler, so no route writes an envelope
 * by hand.
 */
export function route<T>(handler: RouteHandler<T>): RequestHandler {
  return async (req, res, next) => {
    try {
      const data = await handler(req, res);
      if (!res.headersSent) res.json(ok(data));
    } catch (error) {
      next(error);
    }
  };
}

/** Express 5 leaves `req.body` undefined when no JSON came; schemas then see `{}`. */
export function bodyOf(req: Request): unknown {
  return req.body ?? {};
}
