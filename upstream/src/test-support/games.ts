/** Helpers for the games tests: a real upstream whose built-in provider has a known secret, and signed protocol calls. */
import { expect } from 'vitest';
import type { GameLinkResponse } from '#shared/api/games.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import type { AuthenticateResponse } from '#shared/api/provider-wallet.js';
import { WalletType } from '#shared/constants.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import type { UpstreamSettingsInput } from '../settings.js';
import { startUpstream, type RegisteredMember, type Reply, type TestUpstream } from './upstream.js';

export const TEST_BUILT_IN_SECRET = 'test-built-in-secret-0123456789abcdef';
export const BUILT_IN_CODE = 'huaydee';

export function startGamesUpstream(settings: UpstreamSettingsInput = {}): Promise<TestUpstream> {
  return startUpstream({ settings: { ...settings, games: { builtInSecret: TEST_BUILT_IN_SECRET, ...settings.games } } });
}

export interface SignOptions {
  provider?: string;
  secret?: string;
  /** the timestamp signed and sent; default the upstream's clock */
  at?: number;
  /** headers to replace after signing (a tampered request) */
  override?: Record<string, string>;
}

/** A protocol call signed as the built-in provider (or as `options` say); the body is sent exactly as signed. */
export function signedPost<T = unknown>(up: TestUpstream, path: string, body: unknown, options: SignOptions = {}): Promise<Reply<T>> {
  const raw = JSON.stringify(body);
  const headers = signedHeaders(options.provider ?? BUILT_IN_CODE, options.secret ?? TEST_BUILT_IN_SECRET, raw, options.at ?? up.clock.now());
  return up.post<T>(path, undefined, { raw, headers: { ...headers, ...options.override } });
}

export async function gameIdOf(up: TestUpstream, code: string): Promise<{ game_id: number; provider_id: number }> {
  return up.db.selectFrom('games').select(['id as game_id', 'provider_id']).where('code', '=', code).executeTakeFirstOrThrow();
}

export async function walletOf(up: TestUpstream, member: RegisteredMember, type: WalletType = WalletType.MAIN): Promise<number> {
  const wallet = await up.db
    .selectFrom('wallets as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .select('w.id')
    .where('m.username', '=', member.input.username)
    .where('w.type', '=', type)
    .executeTakeFirstOrThrow();
  return wallet.id;
}

export async function balanceOf(up: TestUpstream, member: RegisteredMember, type: WalletType = WalletType.MAIN): Promise<number> {
  return (await up.db.selectFrom('wallets').select('balance').where('id', '=', await walletOf(up, member, type)).executeTakeFirstOrThrow()).balance;
}

export async function credit(up: TestUpstream, member: RegisteredMember, thb: number): Promise<void> {
  const reply = await up.operator(OPERATOR.credit, { username: member.input.username, amount: thb, reason: 'ทดสอบเกม' });
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
}

/** A new member with `thb` in the main wallet. */
export async function fundedMember(up: TestUpstream, thb: number): Promise<RegisteredMember> {
  const member = await up.register();
  await credit(up, member, thb);
  return member;
}

/** A real-money link for `code` with the member's main wallet; answers its launch token. */
export async function launchToken(up: TestUpstream, member: RegisteredMember, code = 'thai-temple'): Promise<string> {
  const reply = await up.post<GameLinkResponse>(
    API.game.link,
    { ...(await gameIdOf(up, code)), wallet_id: await walletOf(up, member), is_mobile: false },
    { token: member.token },
  );
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return new URL(reply.body.data!.link, 'http://site.invalid').searchParams.get('token')!;
}

/** A launched and authenticated game session of the member. */
export async function gameSession(up: TestUpstream, member: RegisteredMember, code = 'thai-temple'): Promise<AuthenticateResponse> {
  const token = await launchToken(up, member, code);
  const reply = await signedPost<AuthenticateResponse>(up, API.providerWallet.authenticate, { token });
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return reply.body.data!;
}

/** A new member with `thb` in the main wallet and a game session of `code`. */
export async function player(up: TestUpstream, code: string, thb = 100): Promise<{ member: RegisteredMember; session: string }> {
  const member = await up.register();
  if (thb > 0) await credit(up, member, thb);
  return { member, session: (await gameSession(up, member, code)).session };
}
