/**
 * The protocol's sessions: a launch token exchanged once for a game session
 * (`authenticate`), and the session looked up by its token for every other
 * call. Both tokens are kept as their SHA-256 only.
 */
import { createHmac } from 'node:crypto';
import { GAME_SESSION_TTL_MS, type AuthenticateResponse } from '#shared/api/provider-wallet.js';
import type { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { SignedProvider } from '../http/provider-auth.js';
import { walletBalance } from '../ledger/wallets.js';
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

async function launchByToken(ctx: Ctx, provider: SignedProvider, launchToken: string) {
  return ctx.db
    .selectFrom('game_launches as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .select(['l.id', 'l.member_id', 'l.wallet_id', 'w.type as wallet_type', 'l.expires_at', 'l.used_at', 'g.code as game_code', 'm.username', 'l.free_spin_id'])
    .where('l.token_hash', '=', hashToken(launchToken))
    .where('l.provider_id', '=', provider.id)
    .executeTakeFirst();
}

export async function authenticate(ctx: Ctx, provider: SignedProvider, launchToken: string): Promise<AuthenticateResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async () => {
    const launch = await launchByToken(ctx, provider, launchToken);
    if (!launch || launch.used_at !== null || launch.expires_at <= now) throw new AppError(ErrorCode.LAUNCH_TOKEN_INVALID);
    // The token is spent by a conditional update: of two exchanges at once (two processes), one spends it, the other is refused.
    const spent = await ctx.db.updateTable('game_launches').set({ used_at: now }).where('id', '=', launch.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new AppError(ErrorCode.LAUNCH_TOKEN_INVALID);
    const session = newToken();
    await ctx.db
      .insertInto('game_sessions')
      .values({
        token_hash: hashToken(session),
        launch_id: launch.id,
        provider_id: provider.id,
        member_id: launch.member_id,
        created_at: now,
        expires_at: now + GAME_SESSION_TTL_MS,
      })
      .execute();
    return {
      session,
      player_id: playerId(provider, launch.member_id),
      display_name: maskName(launch.username),
      game_code: launch.game_code,
      wallet_type_id: launch.wallet_type as WalletType,
      balance: satangToThb(await walletBalance(ctx.db, launch.wallet_id)),
      currency: 'THB',
      free_spin: await creditForProvider(ctx, launch.free_spin_id),
    };
  });
}

/** Sessions with their launch's wallet and game, of one provider. */
const sessionRows = (ctx: Ctx, provider: SignedProvider) =>
  ctx.db
    .selectFrom('game_sessions as s')
    .innerJoin('game_launches as l', 'l.id', 's.launch_id')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .select(['s.id', 's.token_hash', 's.member_id', 's.launch_id', 's.expires_at', 'l.wallet_id', 'w.type as wallet_type', 'g.code as game_code', 'l.free_spin_id'])
    .where('s.provider_id', '=', provider.id);

const asSession = ({ token_hash: _, ...row }: { token_hash: string; wallet_type: number } & Omit<GameSession, 'wallet_type'>): GameSession => ({
  ...row,
  wallet_type: row.wallet_type as WalletType,
});

/** The session's row by its token, expired or not. */
async function sessionRow(ctx: Ctx, provider: SignedProvider, token: string): Promise<GameSession | undefined> {
  const row = await sessionRows(ctx, provider).where('s.token_hash', '=', hashToken(token)).executeTakeFirst();
  return row && asSession(row);
}

/** The sessions tokens name, expired or not, by token, in one query; a token no session has is absent. */
export async function sessionsOf(ctx: Ctx, provider: SignedProvider, tokens: readonly string[]): Promise<Map<string, GameSession>> {
  const tokenOf = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await sessionRows(ctx, provider).where('s.token_hash', 'in', [...tokenOf.keys()]).execute();
  return new Map(rows.map((row) => [tokenOf.get(row.token_hash)!, asSession(row)]));
}

/**
 * The provider's session by its token. `live`: it must not have expired (a
 * balance, a debit); credits and rollbacks of its rounds are taken after that.
 */
export async function sessionOf(ctx: Ctx, provider: SignedProvider, token: string, { live }: { live: boolean }): Promise<GameSession> {
  const session = await sessionRow(ctx, provider, token);
  if (!session || (live && session.expires_at <= ctx.clock.now())) throw new AppError(ErrorCode.GAME_SESSION_INVALID);
  return session;
}

/** The member a session token names, expired or not; undefined when none (the caller refuses it later, in order). */
export async function sessionMemberOf(ctx: Ctx, provider: SignedProvider, token: string): Promise<number | undefined> {
  return (await sessionMembersOf(ctx, provider, [token])).get(token);
}

/** The members session tokens name, expired or not, by token, in one query; a token no session has is absent. */
export async function sessionMembersOf(ctx: Ctx, provider: SignedProvider, tokens: readonly string[]): Promise<Map<string, number>> {
  const tokenOf = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await ctx.db
    .selectFrom('game_sessions')
    .select(['token_hash', 'member_id'])
    .where('token_hash', 'in', [...tokenOf.keys()])
    .where('provider_id', '=', provider.id)
    .execute();
  return new Map(rows.map((row) => [tokenOf.get(row.token_hash)!, row.member_id]));
}

export async function sessionBalance(ctx: Ctx, provider: SignedProvider, token: string): Promise<{ balance: number; currency: 'THB' }> {
  const session = await sessionOf(ctx, provider, token, { live: true });
  return { balance: satangToThb(await walletBalance(ctx.db, session.wallet_id)), currency: 'THB' };
}
