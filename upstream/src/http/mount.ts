/**
 * Routes mount from the contract's registry: each area gives one handler per
 * call (the `Handlers` type makes a missing or an extra one a type error), and
 * the request's query, body and params are parsed here with the call's own
 * schemas, so no route states them again. Who may call is the entry's
 * `access`: a member token for `member`, the agent key for `agent`, and for
 * `visitor` calls a member's token is read when one is sent; `provider` calls
 * are signed (provider-auth.ts). A call that takes an `Idempotency-Key`
 * (`moneyMoving` or `idempotent` in the registry) runs its handler once per key
 * here (idempotency.ts): no handler wraps it by hand, and none can forget it.
 */
import type { Request, RequestHandler, Router } from 'express';
import { takesIdempotencyKey, type Call, type DataOf } from '#shared/api/call.js';
import { parseOrThrow } from '#shared/validation.js';
import { audited, isAudited } from '../audit/record.js';
import type { Ctx } from '../context.js';
import { maybeMemberOf, memberOf, optionalMember, requireMember } from './auth.js';
import type { HandlerFn, UploadedFile } from './handler.js';
import { idempotentCall } from './idempotency.js';
import { requireOperator } from './operator-auth.js';
import { requireProvider } from './provider-auth.js';
import { bodyOf, route } from './route.js';
import { statusRoute } from './status-route.js';

/**
 * A handler, or one with middleware of its own to run first (a rate limit), and what to do
 * with its answer after its transaction has committed, on the first answer and on every
 * replay alike (draw an image, poke a timer).
 */
export type Handler<C extends Call> =
  | HandlerFn<C>
  | { before?: RequestHandler[]; handle: HandlerFn<C>; after?: (data: DataOf<C>) => DataOf<C> | Promise<DataOf<C>> };

/** Exactly one handler for each call of an area. */
export type Handlers<Cs extends Record<string, Call>> = { [K in keyof Cs]: Handler<Cs[K]> };

/** Every mounted call, by `METHOD path`: the registry test compares it with the registry. */
export type MountedCalls = Set<string>;

/** Mounts each call of `calls` with its handler on `router`. */
export function mountCalls<Cs extends Record<string, Call>>(
  router: Pick<Router, 'get' | 'post'>,
  ctx: Ctx,
  calls: Cs,
  handlers: Handlers<Cs>,
  mounted?: MountedCalls,
): void {
  for (const name of Object.keys(calls) as (keyof Cs & string)[]) {
    const call: Call = calls[name]!;
    const handler = handlers[name] as Handler<Call>;
    const { before = [], handle: own, after } = typeof handler === 'function' ? { handle: handler } : handler;
    // Once per key, in one transaction with its stored answer (docs/decisions/0065).
    const once = takesIdempotencyKey(call) ? idempotentCall(ctx, call, own) : own;
    const answered: HandlerFn<Call> = after ? async (input) => after(await once(input)) : once;
    // Every agent write that succeeds is an entry of the audit list (docs/decisions/0033), written after
    // the call's transaction has committed: outside the idempotency wrapper, never inside its transaction.
    const handle = isAudited(call) ? audited(ctx, call, answered) : answered;
    const wrap = call.envelope === 'status' ? statusRoute : route;
    const run = wrap((req, res) =>
      handle({
        query: (call.query ? parseOrThrow(call.query, req.query) : undefined) as never,
        body: (call.body ? parseOrThrow(call.body, bodyOf(req)) : undefined) as never,
        params: (call.params ? parseOrThrow(call.params, req.params) : undefined) as never,
        file: (call.upload ? uploadedFile(req) : undefined) as never,
        member: (call.access === 'member' ? memberOf(res) : maybeMemberOf(res)) as never,
        req,
        res,
      }),
    );
    const method = call.method === 'GET' ? 'get' : 'post';
    router[method](call.path, ...accessGuard(ctx, call), ...before, run);
    mounted?.add(`${call.method} ${call.path}`);
  }
}

/** The file uploadBodies read (http-edge-body.ts); its type was checked there. */
function uploadedFile(req: Request): UploadedFile {
  const bytes: unknown = req.body;
  if (!Buffer.isBuffer(bytes)) throw new Error('an upload call mounted without uploadBodies in front');
  return { type: (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(), bytes };
}

function accessGuard(ctx: Ctx, call: Call): RequestHandler[] {
  if (call.access === 'member') return [requireMember(ctx)];
  if (call.access === 'agent') return [requireOperator(ctx.settings)];
  if (call.access === 'provider') return [requireProvider(ctx)];
  // A visitor call reads a token only when one came: the gateway's polls send none.
  const readToken = optionalMember(ctx);
  return [(req, res, next) => (req.get('authorization') ? readToken(req, res, next) : next())];
}
