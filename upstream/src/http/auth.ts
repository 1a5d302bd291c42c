import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { findSession } from '../auth/tokens.js';
import type { Ctx } from '../context.js';

/** Who is calling: every member query is keyed by this, never by a name in the request. */
export interface AuthedMember {
  memberId: number;
  sessionId: number;
}

const MEMBER = Symbol('member');
type WithMember = Response & { locals: { [MEMBER]?: AuthedMember } };

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S{1,256})\s*$/i);
  return match?.[1];
}

/** The session behind the request's token, or the reason it is refused. */
async function authenticate(ctx: Ctx, req: Request): Promise<AuthedMember | ErrorCode> {
  const token = bearerToken(req);
  if (!token) return ErrorCode.UNAUTHORIZED;
  const session = await findSession(ctx.db, token);
  if (!session) return ErrorCode.UNAUTHORIZED;
  if (session.revoked_at !== null || session.expires_at <= ctx.clock.now()) return ErrorCode.SESSION_EXPIRED;
  return { memberId: session.member_id, sessionId: session.id };
}

/** Missing or unknown token → 401 UNAUTHORIZED; expired or revoked → 401 SESSION_EXPIRED. */
export function requireMember(ctx: Ctx): RequestHandler {
  return (req, res, next) => {
    authenticate(ctx, req).then((result) => {
      if (typeof result === 'number') {
        next(new AppError(result));
        return;
      }
      (res as WithMember).locals[MEMBER] = result;
      next();
    }, next);
  };
}

/**
 * For public calls that show more to a member (notifications): a bad or stale
 * token makes the caller a visitor instead of failing a page anyone may see.
 */
export function optionalMember(ctx: Ctx): RequestHandler {
  return (req, res, next) => {
    authenticate(ctx, req).then((result) => {
      if (typeof result !== 'number') (res as WithMember).locals[MEMBER] = result;
      next();
    }, next);
  };
}

export function memberOf(res: Response): AuthedMember {
  const member = (res as WithMember).locals[MEMBER];
  if (!member) throw new AppError(ErrorCode.UNAUTHORIZED);
  return member;
}

export function maybeMemberOf(res: Response): AuthedMember | undefined {
  return (res as WithMember).locals[MEMBER];
}
