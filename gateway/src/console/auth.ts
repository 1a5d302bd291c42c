import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ErrorCode } from '#shared/errors.js';
import { sendError } from '../http/envelope.js';
import { bearerToken } from '../proxy/bearer.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `Authorization: Bearer <AGENT_API_KEY>`, compared in constant time (on
 * digests, so the key's length does not leak either). Without a configured key
 * the agent side is off and every call says so.
 */
export function agentKeyAuth(agentApiKey: string | undefined): RequestHandler {
  const expected = agentApiKey ? digest(agentApiKey) : undefined;
  return (req, res, next) => {
    if (!expected) return sendError(res, ErrorCode.AGENT_DISABLED);
    const given = bearerToken(req.get('authorization'));
    if (!given || !timingSafeEqual(digest(given), expected)) return sendError(res, ErrorCode.AGENT_KEY_INVALID);
    next();
  };
}
