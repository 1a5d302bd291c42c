/**
 * The provider's routes mount from its calls in the contract
 * (shared/src/games/game-calls.ts), as the upstream's mount from the site's
 * registry: the body and params are parsed here with the call's own schemas
 * (a bad one is a VALIDATION error with the contract's Thai message), a
 * `game_session` call gets the browser session its bearer names, and the
 * handler's answer is typed by the call's response schema. A `file` call
 * answers its data as the document itself, a download.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { BodyOf, Call, DataOf, ParamsOf } from '#shared/api/call.js';
import { ok } from '#shared/envelope.js';
import { parseOrThrow } from '#shared/validation.js';
import type { BrowserSession } from './sessions.js';

export interface GameCallInput<C extends Call> {
  body: BodyOf<C>;
  params: ParamsOf<C>;
  /** the session the bearer names: always there for `game_session` calls */
  player: C['access'] extends 'game_session' ? BrowserSession : undefined;
  req: Request;
  res: Response;
}

export type GameHandler<C extends Call> = (input: GameCallInput<C>) => Promise<DataOf<C>> | DataOf<C>;

export interface GameMount {
  router: Pick<Router, 'get' | 'post'>;
  /** the browser session the request's bearer names (throws GAME_SESSION_INVALID when none) */
  session(req: Request): Promise<BrowserSession>;
}

/** Mounts `call` with `guards` (its rate limit) before its handler. */
export function mountGameCall<C extends Call>(mount: GameMount, call: C, guards: RequestHandler[], handler: GameHandler<C>): void {
  const run: RequestHandler = (req, res, next) => {
    const answer = async () => {
      const player = call.access === 'game_session' ? await mount.session(req) : undefined;
      return handler({
        body: (call.body ? parseOrThrow(call.body, req.body ?? {}) : undefined) as never,
        params: (call.params ? parseOrThrow(call.params, req.params) : undefined) as never,
        player: player as never,
        req,
        res,
      });
    };
    answer().then((data) => {
      if (call.envelope === 'file') res.type('application/json').send(`${JSON.stringify(data, null, 2)}\n`);
      else res.json(ok(data));
    }, next);
  };
  mount.router[call.method === 'GET' ? 'get' : 'post'](call.path, ...guards, run);
}
