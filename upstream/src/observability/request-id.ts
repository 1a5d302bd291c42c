import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '#shared/api/paths.js';

// Kept only when short and plain, so a caller cannot forge log lines with it (as at the gateway).
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The id the gateway sent with the call (x-request-id), so one member action
 * reads as one id in both programs' logs; a new one when the caller sent none.
 * Echoed on the answer.
 */
export function upstreamRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
