/**
 * Virtual football's calls (shared/src/games/game-calls.ts). The matches are
 * public (the site's `football` topic reads them without a session, under the
 * public-read limit per address); a bet and my-bets name the member's session.
 */
import type { RequestHandler } from 'express';
import { GAME_CALLS } from '#shared/games/game-calls.js';
import type { GameRouteDeps } from '../fishing/routes.js';
import { mountGameCall } from '../provider/mount.js';
import { myFootballBets, placeFootballBet } from './bets.js';
import { matchesView } from './views.js';

export interface FootballRouteDeps extends GameRouteDeps {
  /** the limit on reads anyone may make, per address */
  publicReads: RequestHandler;
}

/** The game the matches call shows (the site's topic asks for vfb-1 this way). */
const DEFAULT_GAME = 'vfb-1';

export function footballRoutes({ ctx, mount, perSession, publicReads }: FootballRouteDeps): void {
  mountGameCall(mount, GAME_CALLS.footballMatches, [publicReads], () => matchesView(ctx.db, DEFAULT_GAME, ctx.clock.now()));
  mountGameCall(mount, GAME_CALLS.footballBet, [perSession], ({ player, body }) => placeFootballBet(ctx, player, body));
  mountGameCall(mount, GAME_CALLS.footballMyBets, [perSession], ({ player }) => myFootballBets(ctx, player));
}
