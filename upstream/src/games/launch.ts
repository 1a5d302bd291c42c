/**
 * Opening a game (docs/product.md §7; docs/decisions/0038): the wallets a game may be
 * played with, a real-money link carrying a one-time launch token (kept as its
 * SHA-256 only, bound to the member, the game and the wallet), and a demo
 * link (play money, no token, no ledger). Our own games open on the site's
 * `/play` page; an outside provider's on its launch URL.
 */
import type { GameDemoRequest, GameLinkResponse, GameWalletsResponse } from '#shared/api/games.js';
import { LAUNCH_TOKEN_TTL_MS } from '#shared/api/provider-wallet.js';
import type { Wallet } from '#shared/api/member.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { walletsOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { wireTime } from '#shared/dates/calendar.js';
import { gameById, type GameRow } from './catalogue.js';
import { assertCreditPlays } from './free-spins.js';

/** The game `gameId` of provider `providerId` when both are on; GAME_NOT_FOUND otherwise. */
async function playableGame(ctx: Ctx, gameId: number, providerId: number, { offIs }: { offIs: ErrorCode }): Promise<GameRow> {
  const game = await gameById(ctx, gameId);
  if (!game || game.provider_id !== providerId) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if (game.enabled !== 1 || game.provider_enabled !== 1) throw new AppError(offIs);
  return game;
}

async function usableWallets(ctx: Ctx, memberId: number, game: GameRow): Promise<Wallet[]> {
  const { wallets } = await walletsOf(ctx.db, memberId);
  return wallets.filter((w) => w.wallet_type_id === WalletType.MAIN || (game.allows_bonus === 1 && w.wallet_type_id === WalletType.BONUS));
}

export async function gameWallets(ctx: Ctx, memberId: number, body: { game_id: number; provider_id: number }): Promise<GameWalletsResponse> {
  const game = await playableGame(ctx, body.game_id, body.provider_id, { offIs: ErrorCode.GAME_NOT_FOUND });
  return { wallets: await usableWallets(ctx, memberId, game) };
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

export async function gameLink(ctx: Ctx, memberId: number, body: LinkInput): Promise<GameLinkResponse> {
  const now = ctx.clock.now();
  // Nothing here is a read-then-write the engines could disagree on: the launch is a new row, the plays an upsert.
  return inTransaction(ctx.db, async () => {
    const game = await playableGame(ctx, body.game_id, body.provider_id, { offIs: ErrorCode.GAME_UNAVAILABLE });
    // A provider with no secret could never call the wallet back.
    if (game.has_secret !== 1) throw new AppError(ErrorCode.GAME_UNAVAILABLE);
    if (body.free_spin_id !== undefined) await assertCreditPlays(ctx, memberId, body.free_spin_id, game, now);
    await assertMayPlay(ctx, memberId, now);
    if (!(await usableWallets(ctx, memberId, game)).some((w) => w.id === body.wallet_id)) throw new AppError(ErrorCode.GAME_WALLET_NOT_ALLOWED);
    const token = newToken();
    const expiresAt = now + LAUNCH_TOKEN_TTL_MS;
    await ctx.db
      .insertInto('game_launches')
      .values({
        token_hash: hashToken(token),
        member_id: memberId,
        game_id: game.id,
        provider_id: game.provider_id,
        wallet_id: body.wallet_id,
        source: body.source,
        is_mobile: body.is_mobile ? 1 : 0,
        created_at: now,
        expires_at: expiresAt,
        free_spin_id: body.free_spin_id ?? null,
      })
      .execute();
    await ctx.db
      .insertInto('game_plays')
      .values({ member_id: memberId, game_id: game.id, last_played_at: now, plays: 1 })
      .onConflict((oc) =>
        oc.columns(['member_id', 'game_id']).doUpdateSet((eb) => ({ last_played_at: eb.ref('excluded.last_played_at'), plays: eb('game_plays.plays', '+', 1) })),
      )
      .execute();
    return { link: launchLink(game, { token }, body.is_mobile), expires_at: wireTime(expiresAt) };
  });
}

export async function gameDemo(ctx: Ctx, body: Pick<Required<GameDemoRequest>, 'game_id' | 'provider_id' | 'is_mobile'>): Promise<{ link: string }> {
  const game = await playableGame(ctx, body.game_id, body.provider_id, { offIs: ErrorCode.GAME_UNAVAILABLE });
  if (game.demo !== 1) throw new AppError(ErrorCode.GAME_DEMO_UNAVAILABLE);
  return { link: launchLink(game, { demo: true }, body.is_mobile) };
}
