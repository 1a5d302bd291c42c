import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api/paths.js';
import {
  GAME_SESSION_TTL_MS,
  LAUNCH_TOKEN_TTL_MS,
  PROVIDER_REPLAY_WINDOW_MS,
  PROVIDER_SIGNATURE_HEADER,
  type AuthenticateResponse,
} from '#shared/api/provider-wallet.js';
import { WalletType } from '#shared/constants.js';
import { ErrorCode } from '#shared/errors.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import { hashToken } from '../auth/tokens.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { credit, gameSession, launchToken, signedPost, startGamesUpstream, TEST_BUILT_IN_SECRET } from '../test-support/games.js';
import { expectBooksBalance } from '../test-support/money.js';
import type { RegisteredMember, TestUpstream } from '../test-support/upstream.js';

const P = API.providerWallet;

describe('provider wallet protocol: signatures, launch tokens and sessions', () => {
  let up: TestUpstream;
  let member: RegisteredMember;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
    member = await up.register();
    await credit(up, member, 100);
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  it('refuses an unknown provider, a wrong or tampered signature and a timestamp outside the window, changing nothing', async () => {
    const token = await launchToken(up, member);
    const body = { token };
    const before = await snapshot(up.db);
    const refusal = async (options: Parameters<typeof signedPost>[3], code: ErrorCode) => {
      const reply = await signedPost(up, P.authenticate, body, options);
      expect(reply.status, JSON.stringify(options)).toBe(401);
      expect(reply.body.error, JSON.stringify(options)).toBe(code);
      expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    };
    await refusal({ provider: 'nobody' }, ErrorCode.PROVIDER_UNKNOWN);
    await refusal({ override: { 'X-Provider-Id': '' } }, ErrorCode.PROVIDER_UNKNOWN);
    await refusal({ secret: 'not-the-secret' }, ErrorCode.PROVIDER_SIGNATURE_INVALID);
    await refusal({ override: { [PROVIDER_SIGNATURE_HEADER]: 'a'.repeat(64) } }, ErrorCode.PROVIDER_SIGNATURE_INVALID);
    await refusal({ override: { [PROVIDER_SIGNATURE_HEADER]: '' } }, ErrorCode.PROVIDER_SIGNATURE_INVALID);
    await refusal({ at: up.clock.now() - PROVIDER_REPLAY_WINDOW_MS - 1 }, ErrorCode.PROVIDER_TIMESTAMP_INVALID);
    await refusal({ at: up.clock.now() + PROVIDER_REPLAY_WINDOW_MS + 1 }, ErrorCode.PROVIDER_TIMESTAMP_INVALID);
    await refusal({ override: { 'X-Timestamp': '1e12' } }, ErrorCode.PROVIDER_TIMESTAMP_INVALID);
    // The body signed is not the body sent: one space more.
    const raw = JSON.stringify(body);
    const tampered = await up.post(P.authenticate, undefined, { raw: `${raw} `, headers: signedHeaders('huaydee', TEST_BUILT_IN_SECRET, raw, up.clock.now()) });
    expect(tampered.body.error).toBe(ErrorCode.PROVIDER_SIGNATURE_INVALID);
    // A disabled provider is unknown.
    await up.db.updateTable('game_providers').set({ enabled: 0 }).where('code', '=', 'huaydee').execute();
    await refusal({}, ErrorCode.PROVIDER_UNKNOWN);
    await up.db.updateTable('game_providers').set({ enabled: 1 }).where('code', '=', 'huaydee').execute();
    expect(await snapshot(up.db)).toEqual(before);
    // At the edge of the window it is taken.
    expect((await signedPost(up, P.authenticate, body, { at: up.clock.now() - PROVIDER_REPLAY_WINDOW_MS })).body.error).toBe(0);
  });

  it('authenticate: the token is exchanged once for a session; the answer names the game, wallet and a masked name, never the phone', async () => {
    const token = await launchToken(up, member);
    const reply = await signedPost<AuthenticateResponse>(up, P.authenticate, { token });
    expect(reply.body.data).toEqual({
      session: expect.stringMatching(/^[\w-]{43}$/),
      player_id: expect.stringMatching(/^p[0-9a-f]{32}$/),
      display_name: `${member.input.username.slice(0, 3)}****${member.input.username.slice(-3)}`,
      game_code: 'thai-temple',
      wallet_type_id: WalletType.MAIN,
      balance: 100,
      currency: 'THB',
      free_spin: null,
    });
    const data = reply.body.data!;
    expect(JSON.stringify(data)).not.toContain(member.input.username);
    // Stable per member.
    expect((await gameSession(up, member)).player_id).toBe(data.player_id);
    expect((await gameSession(up, await up.register())).player_id).not.toBe(data.player_id);
    expect(await up.db.selectFrom('game_sessions').select('id').where('token_hash', '=', hashToken(data.session)).execute()).toHaveLength(1);
    expect(JSON.stringify(await up.db.selectFrom('game_sessions').selectAll().execute())).not.toContain(data.session);
    // Once.
    const again = await signedPost(up, P.authenticate, { token });
    expect(again.body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
    expect((await signedPost(up, P.authenticate, { token: 'no-such-token' })).body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
  });

  it('a launch token expires unused after its time to live; twenty exchanges at once make one session', async () => {
    const late = await launchToken(up, member);
    await up.advance(LAUNCH_TOKEN_TTL_MS);
    expect((await signedPost(up, P.authenticate, { token: late })).body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
    const token = await launchToken(up, member);
    const countSessions = async () => (await up.db.selectFrom('game_sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const sessions = await countSessions();
    const replies = await Promise.all(Array.from({ length: 20 }, () => signedPost(up, P.authenticate, { token })));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error === ErrorCode.LAUNCH_TOKEN_INVALID)).toHaveLength(19);
    expect(await countSessions()).toBe(sessions + 1);
  });

  it('balance: the launch wallet’s balance while the session lives; after its time to live the session is refused', async () => {
    const { session } = await gameSession(up, member);
    expect((await signedPost(up, P.balance, { session })).body.data).toEqual({ balance: 100, currency: 'THB' });
    expect((await signedPost(up, P.balance, { session: 'unknown' })).body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
    await up.advance(GAME_SESSION_TTL_MS);
    expect((await signedPost(up, P.balance, { session })).body.error).toBe(ErrorCode.GAME_SESSION_INVALID);
  });

  it('refuses bodies off the contract with a Thai message', async () => {
    const { session } = await gameSession(up, member);
    const bodies: [string, unknown][] = [
      [P.authenticate, {}],
      [P.authenticate, { token: 'ก' }],
      [P.balance, { session: ['x'] }],
      [P.debit, { session, transaction_id: 't', round_id: 'r', game_code: 'thai-temple', amount: -1 }],
      [P.debit, { session, transaction_id: 't', round_id: 'r', game_code: 'thai-temple', amount: 1.005 }],
      [P.debit, { session, transaction_id: 't', round_id: 'r', game_code: 'thai-temple', amount: '1' }],
      [P.credit, { session, transaction_id: 't', round_id: 'r', game_code: 'thai-temple', amount: 1, round_closed: 'yes' }],
      [P.rollback, { session, transaction_id: 't', round_id: 'r' }],
    ];
    const before = await snapshot(up.db);
    for (const [path, body] of bodies) {
      const reply = await signedPost(up, path, body);
      expect(reply.body.error, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await snapshot(up.db)).toEqual(before);
  });
});
