import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '@shared/api/paths.js';

// A caller's id is kept only when it is short and plain, so logs cannot be forged with it.
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Takes the caller's request id or makes one, and echoes it on the response. */
export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get(REQUEST_ID_HEADER);
  const id = given && SAFE_ID.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};

export function requestIdOf(req: Request): string {
  return (req.res?.locals.requestId as string | undefined) ?? randomUUID();
}
