/**
 * The built-in provider's API (shared/src/games/slot-api.ts), in the site's
 * envelope. Every call but `session` names its browser session with
 * `Authorization: Bearer`; bodies are parsed with the contract's schemas, so
 * a bad one is a VALIDATION error with the contract's Thai message.
 */
import { Router, type Request, type RequestHandler } from 'express';
import {
  SLOT_API,
  SLOT_STRIPS_FILE_ROUTE,
  slotStripsFileName,
  ZGameHistoryRequest,
  ZSlotRotateRequest,
  ZSlotSessionRequest,
  ZSlotSpinRequest,
  ZSlotStripsRequest,
} from '@shared/games/slot-api.js';
import { ok } from '@shared/envelope.js';
import { parseOrThrow } from '@shared/validation.js';
import { BACCARAT_API, ZBaccaratBetRequest, ZBaccaratTableRequest } from '@shared/games/baccarat-api.js';
import { memberTableView, tablesView } from '../baccarat/api.js';
import { placeBet } from '../baccarat/bet.js';
import type { LiveTables } from '../baccarat/live-tables.js';
import { playKey, type ProviderCtx } from './context.js';
import { spinHistory } from './history.js';
import { openSession } from './open-session.js';
import { rateLimit, type RateLimit } from './rate-limit.js';
import { fairnessOf, rotateSeed } from './seeds.js';
import { slotStripsTable } from './slot-strips.js';
import { fishingRoutes } from '../fishing/routes.js';
import { footballRoutes } from '../football/routes.js';
import { sessionOfToken, type BrowserSession } from './sessions.js';
import { spin } from './spin.js';

export interface ProviderRateLimits {
  /** sessions opened per client address */
  open: RateLimit;
  /** calls per browser session */
  play: RateLimit;
  /** reads anyone may make (the tables, the matches) per address: the gateway's live topics read them several times a second */
  publicReads: RateLimit;
}

export const DEFAULT_RATE_LIMITS: ProviderRateLimits = {
  open: { windowMs: 60_000, limit: 30 },
  play: { windowMs: 60_000, limit: 120 },
  publicReads: { windowMs: 60_000, limit: 1_200 },
};

const bearerOf = (req: Request): string | undefined => /^Bearer ([\x21-\x7e]{1,128})$/.exec(req.get('authorization') ?? '')?.[1];

/** An async handler whose rejection reaches the error handler. */
const handle =
  (fn: (req: Request) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req).then((data) => res.json(ok(data)), next);
  };

/** `tables`: the live baccarat tables when on (their calls are 404 otherwise). */
export function providerRoutes(ctx: ProviderCtx, limits: ProviderRateLimits, tables?: LiveTables): Router {
  const router = Router();
  const session = (req: Request): Promise<BrowserSession> => sessionOfToken(ctx.db, ctx.clock, bearerOf(req));
  const perSession = rateLimit(ctx.clock, limits.play, (req) => `s:${bearerOf(req) ?? req.ip}`);

  router.post(
    SLOT_API.session,
    rateLimit(ctx.clock, limits.open, (req) => `ip:${req.ip}`),
    handle((req) => openSession(ctx, parseOrThrow(ZSlotSessionRequest, req.body), tables)),
  );
  router.post(
    SLOT_API.spin,
    perSession,
    handle(async (req) => {
      const player = await session(req);
      const { bet, free_spin } = parseOrThrow(ZSlotSpinRequest, req.body);
      return spin(ctx, player, bet, free_spin);
    }),
  );
  router.post(
    SLOT_API.rotate,
    perSession,
    handle(async (req) => {
      const player = await session(req);
      const { client_seed } = parseOrThrow(ZSlotRotateRequest, req.body);
      // Never in the middle of a spin: the revealed seed's spins are all the ones it played.
      const { revealed, next } = await ctx.queue.run(playKey(player.player_id, player.game_code), () =>
        rotateSeed(ctx.db, ctx.clock, player.player_id, player.game_code, client_seed),
      );
      return {
        revealed: { server_seed: revealed.server_seed, server_seed_hash: revealed.server_seed_hash, client_seed: revealed.client_seed, spins: revealed.next_nonce },
        fairness: fairnessOf(next),
      };
    }),
  );
  router.post(
    SLOT_API.history,
    perSession,
    handle(async (req) => {
      const player = await session(req);
      const { page } = parseOrThrow(ZGameHistoryRequest, req.body);
      return spinHistory(ctx.db, player.player_id, player.game_code, page);
    }),
  );
  // Public (no session): a title's strips are the same for everyone; the site's strip page reads them.
  const stripReads = rateLimit(ctx.clock, limits.publicReads, (req) => `strips:${req.ip}`);
  router.post(
    SLOT_API.strips,
    stripReads,
    handle(async (req) => slotStripsTable(parseOrThrow(ZSlotStripsRequest, req.body).game)),
  );
  // The same table as a file: the document itself (no envelope), saved under its own name. A refusal is the envelope.
  router.get(SLOT_STRIPS_FILE_ROUTE, stripReads, (req, res, next) => {
    try {
      const table = slotStripsTable(parseOrThrow(ZSlotStripsRequest, { game: req.params.code }).game);
      res.set('Content-Disposition', `attachment; filename="${slotStripsFileName(table.code)}"`);
      res.type('application/json').send(`${JSON.stringify(table, null, 2)}\n`);
    } catch (error) {
      next(error);
    }
  });
  const deps = { ctx, session, perSession };
  router.use(fishingRoutes(deps));
  router.use(footballRoutes({ ...deps, publicReads: limits.publicReads }));
  if (tables) {
    // Public (no session): the tables deal for everyone. The gateway's live topic reads it at each phase's end (a few times a second).
    router.post(
      BACCARAT_API.tables,
      rateLimit(ctx.clock, limits.publicReads, (req) => `tables:${req.ip}`),
      handle(() => tablesView(ctx.db, tables.states(), ctx.clock.now())),
    );
    router.post(
      BACCARAT_API.table,
      perSession,
      handle(async (req) => {
        const player = await session(req);
        return memberTableView(ctx, tables, player, parseOrThrow(ZBaccaratTableRequest, req.body).table);
      }),
    );
    router.post(
      BACCARAT_API.bet,
      perSession,
      handle(async (req) => {
        const player = await session(req);
        return placeBet(ctx, tables, player, parseOrThrow(ZBaccaratBetRequest, req.body));
      }),
    );
  }
  return router;
}
