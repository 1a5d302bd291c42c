/**
 * A game provider's signed request (api/provider-wallet.ts): `X-Provider-Id`
 * names an enabled provider with a secret, `X-Timestamp` is within the replay
 * window of the site's clock, and `X-Signature` is the HMAC of the raw body
 * (captured by the JSON reader the app puts in front of `/provider`). A
 * refusal is answered before the body is read, so it changes nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { PROVIDER_ID_HEADER, PROVIDER_REPLAY_WINDOW_MS, PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '#shared/api/provider-wallet.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { providerSignature } from '#server-kit/provider-signature.js';
import { rawBodyOf } from '#server-kit/http/edge-body.js';
import type { Ctx } from '../context.js';

/** The provider that signed the request: every protocol query is keyed by it. */
export interface SignedProvider {
  id: number;
  code: string;
  /** the HMAC key of its player ids */
  player_key: string;
}

const PROVIDER = Symbol('provider');
type WithProvider = Response & { locals: { [PROVIDER]?: SignedProvider } };

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // The expected length is public (64 hex digits); only the content is compared in constant time.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The enabled provider a code names, with its secret; none without one. */
async function signingProvider(ctx: Ctx, code: string) {
  const provider = await ctx.db
    .selectFrom('game_providers')
    .select(['id', 'code', 'player_key', 'secret'])
    .where('code', '=', code)
    .where('enabled', '=', 1)
    .where('secret', 'is not', null)
    .executeTakeFirst();
  // Narrowed for the type: the query already refused a provider without a secret.
  return provider && provider.secret !== null ? { ...provider, secret: provider.secret } : undefined;
}

/** The provider that signed the request, or the refusal. */
async function verifySignedRequest(ctx: Ctx, req: Request): Promise<SignedProvider | AppError> {
  const code = req.get(PROVIDER_ID_HEADER);
  const provider = code ? await signingProvider(ctx, code) : undefined;
  if (!provider) return new AppError(ErrorCode.PROVIDER_UNKNOWN);
  const timestamp = req.get(PROVIDER_TIMESTAMP_HEADER) ?? '';
  if (!/^\d{1,15}$/.test(timestamp) || Math.abs(Number(timestamp) - ctx.clock.now()) > PROVIDER_REPLAY_WINDOW_MS) {
    return new AppError(ErrorCode.PROVIDER_TIMESTAMP_INVALID);
  }
  const expected = providerSignature(provider.secret, timestamp, rawBodyOf(req));
  if (!sameSignature(req.get(PROVIDER_SIGNATURE_HEADER) ?? '', expected)) return new AppError(ErrorCode.PROVIDER_SIGNATURE_INVALID);
  return { id: provider.id, code: provider.code, player_key: provider.player_key };
}

export function requireProvider(ctx: Ctx): RequestHandler {
  return (req, res, next) => {
    verifySignedRequest(ctx, req).then((result) => {
      if (result instanceof AppError) {
        next(result);
        return;
      }
      (res as WithProvider).locals[PROVIDER] = result;
      next();
    }, next);
  };
}

export function providerOf(res: Response): SignedProvider {
  const provider = (res as WithProvider).locals[PROVIDER];
  if (!provider) throw new AppError(ErrorCode.PROVIDER_UNKNOWN);
  return provider;
}
