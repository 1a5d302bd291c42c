/**
 * The protocol's sessions: a launch token exchanged once for a game session
 * (`authenticate`), and the session looked up by its token for every other
 * call. Both tokens are kept as their SHA-256 only.
 */
import { createHmac } from 'node:crypto';
import { GAME_SESSION_TTL_MS, type AuthenticateResponse } from '@shared/api/provider-wallet.js';
import type { WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { maskName } from '../wheel/service.js';
import { creditForProvider } from './free-spins.js';

export interface GameSession {
  id: number;
  member_id: number;
  launch_id: number;
  expires_at: number;
  wallet_id: number;
  wallet_type: WalletType;
  game_code: string;
  /** the free-spin credit the launch carries */
  free_spin_id: number | null;
}

/** Stable per member and provider, and tells the provider nothing (never the phone, never the member id). */
export function playerId(provider: SignedProvider, memberId: number): string {
  return `p${createHmac('sha256', provider.player_key).update(String(memberId)).digest('hex').slice(0, 32)}`;
}

export function walletBalance(ctx: Ctx, walletId: number): number {
  return stmt<[number], number>(ctx.db, 'SELECT balance FROM wallets WHERE id = ?').pluck().get(walletId) as number;
}

export function authenticate(ctx: Ctx, provider: SignedProvider, launchToken: string): AuthenticateResponse {
  const now = ctx.clock.now();
  return ctx.db
    .transaction((): AuthenticateResponse => {
      const launch = stmt<
        [string, number],
        {
          id: number;
          member_id: number;
          wallet_id: number;
          wallet_type: WalletType;
          expires_at: number;
          used_at: number | null;
          game_code: string;
          username: string;
          free_spin_id: number | null;
        }
      >(
        ctx.db,
        `SELECT l.id, l.member_id, l.wallet_id, w.type AS wallet_type, l.expires_at, l.used_at, g.code AS game_code, m.username, l.free_spin_id
         FROM game_launches l JOIN games g ON g.id = l.game_id JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = l.member_id
         WHERE l.token_hash = ? AND l.provider_id = ?`,
      ).get(hashToken(launchToken), provider.id);
      if (!launch || launch.used_at !== null || launch.expires_at <= now) throw new AppError(ErrorCode.LAUNCH_TOKEN_INVALID);
      ctx.db.prepare('UPDATE game_launches SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, launch.id);
      const session = newToken();
      ctx.db
        .prepare('INSERT INTO game_sessions (token_hash, launch_id, provider_id, member_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(hashToken(session), launch.id, provider.id, launch.member_id, now, now + GAME_SESSION_TTL_MS);
      return {
        session,
        player_id: playerId(provider, launch.member_id),
        display_name: maskName(launch.username),
        game_code: launch.game_code,
        wallet_type_id: launch.wallet_type,
        balance: satangToThb(walletBalance(ctx, launch.wallet_id)),
        currency: 'THB',
        free_spin: creditForProvider(ctx, launch.free_spin_id),
      };
    })
    .immediate();
}

/**
 * The provider's session by its token. `live`: it must not have expired (a
 * balance, a debit); credits and rollbacks of its rounds are taken after that.
 */
export function sessionOf(ctx: Ctx, provider: SignedProvider, token: string, { live }: { live: boolean }): GameSession {
  const session = stmt<[string, number], GameSession>(
    ctx.db,
    `SELECT s.id, s.member_id, s.launch_id, s.expires_at, l.wallet_id, w.type AS wallet_type, g.code AS game_code, l.free_spin_id
     FROM game_sessions s JOIN game_launches l ON l.id = s.launch_id JOIN wallets w ON w.id = l.wallet_id JOIN games g ON g.id = l.game_id
     WHERE s.token_hash = ? AND s.provider_id = ?`,
  ).get(hashToken(token), provider.id);
  if (!session || (live && session.expires_at <= ctx.clock.now())) throw new AppError(ErrorCode.GAME_SESSION_INVALID);
  return session;
}

export function sessionBalance(ctx: Ctx, provider: SignedProvider, token: string): { balance: number; currency: 'THB' } {
  const session = sessionOf(ctx, provider, token, { live: true });
  return { balance: satangToThb(walletBalance(ctx, session.wallet_id)), currency: 'THB' };
}
