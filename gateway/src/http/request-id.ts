import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '#shared/api/paths.js';

// A caller's id is kept only when it is short and plain, so logs cannot be forged with it.
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** The caller's request id when it is safe to keep, else a new one. */
export const requestIdFor = (given: string | undefined): string => (given && SAFE_ID.test(given) ? given : randomUUID());

/** Takes the caller's request id or makes one, and echoes it on the response. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdFor(req.get(REQUEST_ID_HEADER));
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};

export function requestIdOf(req: Request): string {
  return (req.res?.locals.requestId as string | undefined) ?? randomUUID();
}
