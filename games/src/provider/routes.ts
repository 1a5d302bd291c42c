/**
 * The built-in provider's API, mounted from its calls in the contract
 * (shared/src/games/game-calls.ts) in the site's envelope: the slots' calls
 * here, each game's own beside it (fishing/routes.ts, football/routes.ts).
 * A `game_session` call names its browser session with `Authorization:
 * Bearer` and takes the per-session rate limit; public reads take a limit per
 * address.
 */
import { Router, type Request } from 'express';
import { GAME_CALLS } from '#shared/games/game-calls.js';
import { slotStripsFileName } from '#shared/games/slot-api.js';
import { memberTableView, tablesView } from '../baccarat/api.js';
import { placeBet } from '../baccarat/bet.js';
import type { LiveTables } from '../baccarat/live-tables.js';
import { playKey, type ProviderCtx } from './context.js';
import { spinHistory } from './history.js';
import { mountGameCall, type GameMount } from './mount.js';
import { openSession } from './open-session.js';
import { rateLimit, type RateLimit } from '#server-kit/http/rate-limit.js';
import { fairnessOf, rotateSeed } from './seeds.js';
import { slotStripsTable } from '#shared/games/slots/strip-table.js';
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

/** `tables`: the live baccarat tables when on (their calls are 404 otherwise). */
export function providerRoutes(ctx: ProviderCtx, limits: ProviderRateLimits, tables?: LiveTables): Router {
  const router = Router();
  const session = (req: Request): Promise<BrowserSession> => sessionOfToken(ctx.db, ctx.clock, bearerOf(req));
  const mount: GameMount = { router, session };
  const perSession = rateLimit(ctx.clock, limits.play, (req) => `s:${bearerOf(req) ?? req.ip}`);
  const publicReads = (name: string) => rateLimit(ctx.clock, limits.publicReads, (req) => `${name}:${req.ip}`);

  mountGameCall(mount, GAME_CALLS.session, [rateLimit(ctx.clock, limits.open, (req) => `ip:${req.ip}`)], ({ body }) => openSession(ctx, body, tables));
  mountGameCall(mount, GAME_CALLS.spin, [perSession], ({ player, body }) => spin(ctx, player, body.bet, body.free_spin));
  mountGameCall(mount, GAME_CALLS.rotateSeed, [perSession], async ({ player, body }) => {
    // Never in the middle of a spin: the revealed seed's spins are all the ones it played.
    const { revealed, next } = await ctx.queue.run(playKey(player.player_id, player.game_code), () =>
      rotateSeed(ctx.db, ctx.clock, player.player_id, player.game_code, body.client_seed),
    );
    return {
      revealed: { server_seed: revealed.server_seed, server_seed_hash: revealed.server_seed_hash, client_seed: revealed.client_seed, spins: revealed.next_nonce, log_seq: revealed.log_seq },
      fairness: fairnessOf(next),
    };
  });
  mountGameCall(mount, GAME_CALLS.history, [perSession], ({ player, body }) => spinHistory(ctx.db, player.player_id, player.game_code, body.page));
  // Public (no session): a title's strips are the same for everyone; the site's strip page reads them.
  const stripReads = publicReads('strips');
  mountGameCall(mount, GAME_CALLS.slotStrips, [stripReads], ({ body }) => slotStripsTable(body.game));
  // The same table as a file, saved under its own name.
  mountGameCall(mount, GAME_CALLS.slotStripsFile, [stripReads], ({ params, res }) => {
    const table = slotStripsTable(params.code);
    res.set('Content-Disposition', `attachment; filename="${slotStripsFileName(table.code)}"`);
    return table;
  });
  const deps = { ctx, mount, perSession };
  fishingRoutes(deps);
  footballRoutes({ ...deps, publicReads: publicReads('football') });
  if (tables) {
    // Public (no session): the tables deal for everyone. The gateway's live topic reads it at each phase's end (a few times a second).
    mountGameCall(mount, GAME_CALLS.baccaratTables, [publicReads('tables')], () => tablesView(ctx.db, tables.states(), ctx.clock.now()));
    mountGameCall(mount, GAME_CALLS.baccaratTable, [perSession], ({ player, body }) => memberTableView(ctx, tables, player, body.table));
    mountGameCall(mount, GAME_CALLS.baccaratBet, [perSession], ({ player, body }) => placeBet(ctx, tables, player, body));
  }
  return router;
}
