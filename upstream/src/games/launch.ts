/**
 * Opening a game (spec §7; docs/decisions/0038): the wallets a game may be
 * played with, a real-money link carrying a one-time launch token (kept as its
 * SHA-256 only, bound to the member, the game and the wallet), and a demo
 * link (play money, no token, no ledger). Our own games open on the site's
 * `/play` page; an outside provider's on its launch URL.
 */
import type { GameDemoRequest, GameLinkResponse, GameWalletsResponse } from '@shared/api/games.js';
import { LAUNCH_TOKEN_TTL_MS } from '@shared/api/provider-wallet.js';
import type { Wallet } from '@shared/api/member.js';
import { WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Ctx } from '../context.js';
import { walletsOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '../lotto/time.js';
import { gameById, type GameRow } from './catalogue.js';
import { assertCreditPlays } from './free-spins.js';

/** The game `gameId` of provider `providerId` when both are on; GAME_NOT_FOUND otherwise. */
function playableGame(ctx: Ctx, gameId: number, providerId: number, { offIs }: { offIs: ErrorCode }): GameRow {
  const game = gameById(ctx, gameId);
  if (!game || game.provider_id !== providerId) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if (game.enabled !== 1 || game.provider_enabled !== 1) throw new AppError(offIs);
  return game;
}

function usableWallets(ctx: Ctx, memberId: number, game: GameRow): Wallet[] {
  return walletsOf(ctx.db, memberId).wallets.filter((w) => w.wallet_type_id === WalletType.MAIN || (game.allows_bonus === 1 && w.wallet_type_id === WalletType.BONUS));
}

export function gameWallets(ctx: Ctx, memberId: number, body: { game_id: number; provider_id: number }): GameWalletsResponse {
  const game = playableGame(ctx, body.game_id, body.provider_id, { offIs: ErrorCode.GAME_NOT_FOUND });
  return { wallets: usableWallets(ctx, memberId, game) };
}

/** `launch_url` with the launch's query: ours takes game and token (or demo=1); an outside provider's the usual five. */
export function launchLink(game: GameRow, launch: { token: string } | { demo: true }, isMobile: boolean): string {
  const own = new URLSearchParams({ game: game.code });
  if ('token' in launch) own.set('token', launch.token);
  else own.set('demo', '1');
  if (game.built_in === 1) return `${game.launch_url}?${own.toString()}`;
  const url = new URL(game.launch_url);
  for (const [name, value] of own) url.searchParams.set(name, value);
  url.searchParams.set('lang', 'th');
  url.searchParams.set('currency', 'THB');
  url.searchParams.set('mobile', isMobile ? '1' : '0');
  return url.toString();
}

export interface LinkInput {
  wallet_id: number;
  game_id: number;
  provider_id: number;
  is_mobile: boolean;
  source: string;
  free_spin_id?: number | undefined;
}

export function gameLink(ctx: Ctx, memberId: number, body: LinkInput): GameLinkResponse {
  const now = ctx.clock.now();
  return ctx.db
    .transaction((): GameLinkResponse => {
      const game = playableGame(ctx, body.game_id, body.provider_id, { offIs: ErrorCode.GAME_UNAVAILABLE });
      // A provider with no secret could never call the wallet back.
      if (game.has_secret !== 1) throw new AppError(ErrorCode.GAME_UNAVAILABLE);
      if (body.free_spin_id !== undefined) assertCreditPlays(ctx, memberId, body.free_spin_id, game, now);
      assertMayPlay(ctx, memberId, now);
      if (!usableWallets(ctx, memberId, game).some((w) => w.id === body.wallet_id)) throw new AppError(ErrorCode.GAME_WALLET_NOT_ALLOWED);
      const token = newToken();
      const expiresAt = now + LAUNCH_TOKEN_TTL_MS;
      ctx.db
        .prepare(
          `INSERT INTO game_launches (token_hash, member_id, game_id, provider_id, wallet_id, source, is_mobile, created_at, expires_at, free_spin_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(hashToken(token), memberId, game.id, game.provider_id, body.wallet_id, body.source, body.is_mobile ? 1 : 0, now, expiresAt, body.free_spin_id ?? null);
      ctx.db
        .prepare(
          `INSERT INTO game_plays (member_id, game_id, last_played_at, plays) VALUES (?, ?, ?, 1)
           ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = excluded.last_played_at, plays = plays + 1`,
        )
        .run(memberId, game.id, now);
      return { link: launchLink(game, { token }, body.is_mobile), expires_at: wireTime(expiresAt) };
    })
    .immediate();
}

export function gameDemo(ctx: Ctx, body: Pick<Required<GameDemoRequest>, 'game_id' | 'provider_id' | 'is_mobile'>): { link: string } {
  const game = playableGame(ctx, body.game_id, body.provider_id, { offIs: ErrorCode.GAME_UNAVAILABLE });
  if (game.demo !== 1) throw new AppError(ErrorCode.GAME_DEMO_UNAVAILABLE);
  return { link: launchLink(game, { demo: true }, body.is_mobile) };
}
