import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameLinkResponse, GameWalletsResponse } from '#shared/api/games.js';
import { LAUNCH_TOKEN_TTL_MS } from '#shared/api/provider-wallet.js';
import { API } from '#shared/api/paths.js';
import { WalletType } from '#shared/constants.js';
import { ErrorCode } from '#shared/errors.js';
import { hashToken } from '../auth/tokens.js';
import { expectRefusedChangingNothing } from '../test-support/bad-input.js';
import { gameIdOf, startGamesUpstream, walletOf } from '../test-support/games.js';
import { expectBooksBalance } from '../test-support/money.js';
import type { RegisteredMember, TestUpstream } from '../test-support/upstream.js';

describe('launching a game', () => {
  let up: TestUpstream;
  let member: RegisteredMember;
  let slot: { game_id: number; provider_id: number };
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
    member = await up.register();
    slot = await gameIdOf(up, 'thai-temple');
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const wallets = (body: unknown, token = member.token) => up.post<GameWalletsResponse>(API.game.wallets, body, { token });
  const link = async (body: Record<string, unknown>, token = member.token) =>
    up.post<GameLinkResponse>(API.game.link, { ...slot, wallet_id: await walletOf(up, member), ...body }, { token });

  it('wallets: the main wallet always, the bonus wallet only for a game that allows it; ids come as digit strings', async () => {
    const ids = { game_id: String(slot.game_id), provider_id: String(slot.provider_id) };
    const both = (await wallets(ids)).body.data!.wallets;
    expect(both.map((w) => w.wallet_type_id)).toEqual([WalletType.MAIN, WalletType.BONUS]);
    await up.db.updateTable('games').set({ allows_bonus: 0 }).where('id', '=', slot.game_id).execute();
    try {
      expect((await wallets(ids)).body.data!.wallets.map((w) => w.wallet_type_id)).toEqual([WalletType.MAIN]);
      // The bonus wallet cannot launch a game that does not allow it.
      expect((await link({ wallet_id: await walletOf(up, member, WalletType.BONUS) })).body.error).toBe(ErrorCode.GAME_WALLET_NOT_ALLOWED);
    } finally {
      await up.db.updateTable('games').set({ allows_bonus: 1 }).where('id', '=', slot.game_id).execute();
    }
    expect((await wallets({ ...ids, sub_provider_id: null })).body.error).toBe(0);
    expect((await wallets({ game_id: '999999', provider_id: ids.provider_id })).body.error).toBe(ErrorCode.GAME_NOT_FOUND);
    // Another provider's id with this game: not found.
    expect((await wallets({ game_id: ids.game_id, provider_id: String(slot.provider_id + 1) })).body.error).toBe(ErrorCode.GAME_NOT_FOUND);
    await up.db.updateTable('games').set({ enabled: 0 }).where('id', '=', slot.game_id).execute();
    try {
      expect((await wallets(ids)).body.error).toBe(ErrorCode.GAME_NOT_FOUND);
      expect((await link({})).body.error).toBe(ErrorCode.GAME_UNAVAILABLE);
    } finally {
      await up.db.updateTable('games').set({ enabled: 1 }).where('id', '=', slot.game_id).execute();
    }
    expect((await up.post(API.game.wallets, ids)).status).toBe(401);
  });

  it('refuses ids that are not digit strings or integers, booleans and arrays, changing nothing', async () => {
    const g = String(slot.game_id);
    const p = String(slot.provider_id);
    await expectRefusedChangingNothing(
      up,
      {
        method: 'POST',
        path: API.game.wallets,
        who: 'member',
        bodies: [{}, { game_id: '1e2', provider_id: p }, { game_id: slot.game_id, provider_id: p }, { game_id: g, provider_id: '0x1' }, { game_id: [g], provider_id: p }, { game_id: g, provider_id: true }],
      },
      member.token,
    );
    const w = await walletOf(up, member);
    await expectRefusedChangingNothing(
      up,
      {
        method: 'POST',
        path: API.game.link,
        who: 'member',
        bodies: [
          { ...slot },
          { ...slot, wallet_id: String(w) },
          { ...slot, wallet_id: 1e2 + 0.5 },
          { ...slot, wallet_id: w, is_mobile: 'true' },
          { ...slot, wallet_id: [w] },
          { ...slot, wallet_id: w, game_id: true },
          { ...slot, wallet_id: w, free_spin_id: '1' },
          [slot],
        ],
      },
      member.token,
    );
    await expectRefusedChangingNothing(
      up,
      { method: 'POST', path: API.game.demo, who: 'visitor', bodies: [{}, { ...slot, game_id: '1' }, { ...slot, is_mobile: 1 }, { ...slot, agent_code: 'x'.repeat(33) }] },
      member.token,
    );
  });

  it('link: the site’s /play page with a one-time token that the database keeps only hashed, bound to member, game and wallet', async () => {
    const reply = await link({ is_mobile: false, source: 'home' });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    const url = new URL(reply.body.data!.link, 'http://site.invalid');
    expect(url.pathname).toBe('/play');
    expect(url.searchParams.get('game')).toBe('thai-temple');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(reply.body.data!.expires_at)).toBe(up.clock.now() + LAUNCH_TOKEN_TTL_MS);
    const row = await up.db.selectFrom('game_launches').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    expect(row).toMatchObject({ token_hash: hashToken(token), game_id: slot.game_id, wallet_id: await walletOf(up, member), source: 'home', is_mobile: 0, used_at: null });
    // The plain token is nowhere in the database.
    const dump = JSON.stringify(await up.db.selectFrom('game_launches').selectAll().execute());
    expect(dump).not.toContain(token);
  });

  it('link refusals: another member’s wallet, a free-spin credit, a member in self-exclusion', async () => {
    const other = await up.register();
    expect((await link({ wallet_id: await walletOf(up, other) })).body.error).toBe(ErrorCode.GAME_WALLET_NOT_ALLOWED);
    expect((await link({ free_spin_id: 1 })).body.error).toBe(ErrorCode.FREE_SPIN_NOT_USABLE);
    expect((await link({ game_id: 999_999 })).body.error).toBe(ErrorCode.GAME_NOT_FOUND);
    const excluded = await up.register();
    expect((await up.post(API.member.limitsUpdate, { self_exclude_days: 180 }, { token: excluded.token })).body.error).toBe(0);
    const launches = async () => (await up.db.selectFrom('game_launches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await launches();
    const refused = await up.post(API.game.link, { ...slot, wallet_id: await walletOf(up, excluded) }, { token: excluded.token });
    expect(refused.body.error).toBe(ErrorCode.SELF_EXCLUDED);
    expect(await launches()).toBe(before);
  });

  it('demo: a /play link with demo=1 and no token for anyone; a game without demo is refused', async () => {
    const reply = await up.post<{ link: string }>(API.game.demo, slot);
    expect(reply.body.data!.link).toBe('/play?game=thai-temple&demo=1');
    await up.db.updateTable('games').set({ demo: 0 }).where('id', '=', slot.game_id).execute();
    try {
      expect((await up.post(API.game.demo, slot)).body.error).toBe(ErrorCode.GAME_DEMO_UNAVAILABLE);
    } finally {
      await up.db.updateTable('games').set({ demo: 1 }).where('id', '=', slot.game_id).execute();
    }
    expect((await up.post(API.game.demo, { ...slot, game_id: 999_999 })).body.error).toBe(ErrorCode.GAME_NOT_FOUND);
  });
});
