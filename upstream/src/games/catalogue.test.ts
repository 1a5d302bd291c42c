import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLinkResponse, GameListResponse, GameLobbyResponse, LobbyConfig } from '#shared/api/games.js';
import { LOBBY_KEYS } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { expectRefusedChangingNothing } from '../test-support/bad-input.js';
import { gameIdOf, launchToken, startGamesUpstream, walletOf } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';
import type { ProvidersFile } from './providers.js';
import { publishedFigures } from '#shared/games/slots/published.js';
import { BUILT_IN_BACCARAT_TABLES } from '#shared/games/baccarat-api.js';
import { BUILT_IN_SLOTS, setPublishedRtp } from './seed.js';

const SLOTS = BUILT_IN_SLOTS.map((s) => s.code);
/** our live tables, in the casino catalogue after the slots */
const TABLES = BUILT_IN_BACCARAT_TABLES.map((t) => t.code);
/** Our live games after the tables: the fishing game and virtual football. */
const LIVE = [...TABLES, 'fish-1', 'vfb-1'];

const EXTERNAL: ProvidersFile = [
  {
    code: 'acme',
    name: 'แอคมี เกมมิ่ง',
    launch_url: 'https://games.acme.example/launch',
    secret: 'acme-secret-0123456789abcdef',
    categories: ['casino', 'fishing'],
    games: [
      { code: 'baccarat-1', name: 'บาคาร่า สด', category: 'casino', image: 'https://cdn.acme.example/b1.png', tags: ['hot'] },
      { code: 'fish-50%', name: 'ยิงปลา_ทอง', category: 'fishing', image: 'https://cdn.acme.example/f.png', rtp: 96.5, volatility: 'high', demo: true },
    ],
  },
];

describe('games catalogue', () => {
  let up: TestUpstream;
  const file = join(tmpdir(), `providers-${randomUUID()}.json`);
  beforeAll(async () => {
    writeFileSync(file, JSON.stringify(EXTERNAL));
    up = await startGamesUpstream({ games: { providersFile: file } });
    // The first tick, started with the app, is done before anything is read or snapshotted.
    await up.settle();
  });
  afterAll(async () => {
    await up.close();
    rmSync(file, { force: true });
  });

  const list = async (query: Record<string, string | number> = {}) => (await up.get<GameListResponse>(API.game.list, { query })).body;

  it('lists the seeded built-in slots first, then the configured provider’s games; the secret never leaves', async () => {
    const body = await list();
    expect(body.error).toBe(0);
    expect(body.data!.games.map((g) => g.code)).toEqual([...SLOTS, ...LIVE, 'baccarat-1', 'fish-50%']);
    expect(body.data).toMatchObject({ total: 10, limit: 60, offset: 0 });
    expect(body.data!.games[0]).toEqual({
      id: expect.any(Number),
      code: 'thai-temple',
      provider_id: expect.any(Number),
      provider_code: 'huaydee',
      provider_name: 'หวยดี เกมส์',
      sub_provider_id: null,
      name: 'วัดทองมหาโชค',
      category: 'slot',
      image: '/games/art/thai-temple.svg',
      tags: ['hot', 'new'],
      has_free_spins: true,
      // shared/src/games/slots/published.json, to a thousandth of a percent
      rtp: Math.round(publishedFigures('thai-temple')!.rtp_percent * 1000) / 1000,
      volatility: 'low',
      demo: true,
    });
    expect(body.data!.games[9]).toMatchObject({ rtp: 96.5, volatility: 'high', provider_code: 'acme' });
    expect(body.data!.games[3]).toMatchObject({ code: 'bac-1', name: 'บาคาร่า โต๊ะ 1', category: 'casino', has_free_spins: false, demo: false, rtp: null });
    // Every fish returns 96 %: published as the game's one figure; a match and a table have none.
    expect(body.data!.games[6]).toMatchObject({ code: 'fish-1', category: 'fishing', demo: true, rtp: 96 });
    expect(body.data!.games[7]).toMatchObject({ code: 'vfb-1', category: 'sport', demo: false, rtp: null });
    expect(JSON.stringify(body)).not.toContain('secret');
    // The built-in secret came from the settings, the outside one from the file.
    expect(await up.db.selectFrom('game_providers').select(['code', 'secret']).orderBy('id').execute()).toEqual([
      { code: 'huaydee', secret: 'test-built-in-secret-0123456789abcdef' },
      { code: 'acme', secret: 'acme-secret-0123456789abcdef' },
    ]);
  });

  it('filters by provider, category, tag, free spins and a search of the name or code; pages with limit and offset', async () => {
    const codes = async (query: Record<string, string | number>) => (await list(query)).data!.games.map((g) => g.code);
    expect(await codes({ provider: 'acme' })).toEqual(['baccarat-1', 'fish-50%']);
    expect(await codes({ category: 'fishing' })).toEqual(['fish-1', 'fish-50%']);
    expect(await codes({ category: 'sport' })).toEqual(['vfb-1']);
    expect(await codes({ tag: 'hot', provider: 'acme' })).toEqual(['baccarat-1']);
    expect(await codes({ free_spins: '1' })).toEqual(SLOTS);
    expect(await codes({ category: 'casino' })).toEqual([...TABLES, 'baccarat-1']);
    expect(await codes({ q: 'นาค' })).toEqual(['naga-fortune']);
    expect(await codes({ q: 'songkran' })).toEqual(['songkran-splash']);
    // LIKE's wildcards match only themselves.
    expect(await codes({ q: '%' })).toEqual(['fish-50%']);
    expect(await codes({ q: '_' })).toEqual(['fish-50%']);
    const page = (await list({ limit: 2, offset: 2 })).data!;
    expect(page).toMatchObject({ total: 10, limit: 2, offset: 2 });
    expect(page.games.map((g) => g.code)).toEqual(['songkran-splash', 'bac-1']);
    expect(await codes({ provider: 'nobody' })).toEqual([]);
  });

  it('hides disabled games and the games of a disabled provider', async () => {
    await up.db.updateTable('games').set({ enabled: 0 }).where('code', '=', 'naga-fortune').execute();
    await up.db.updateTable('game_providers').set({ enabled: 0 }).where('code', '=', 'acme').execute();
    try {
      expect((await list()).data!.games.map((g) => g.code)).toEqual(['thai-temple', 'songkran-splash', ...LIVE]);
      const lobby = (await up.get<GameLobbyResponse>(API.game.lobby)).body.data!;
      expect(lobby.providers.map((p) => p.code)).toEqual(['huaydee']);
    } finally {
      await up.db.updateTable('games').set({ enabled: 1 }).where('code', '=', 'naga-fortune').execute();
      await up.db.updateTable('game_providers').set({ enabled: 1 }).where('code', '=', 'acme').execute();
    }
  });

  it('refuses queries off the contract with a Thai message and changes nothing', async () => {
    const member = await up.register();
    await expectRefusedChangingNothing(
      up,
      { method: 'GET', path: API.game.list, who: 'visitor', queries: [{ limit: '1e2' }, { limit: 0 }, { limit: 201 }, { offset: -1 }, { category: 'lotto' }, { tag: 'cold' }, { free_spins: 'true' }, { q: 'ก'.repeat(51) }] },
      member.token,
    );
    // An array of a parameter is not a value of it.
    const repeated = await fetch(`${up.url}${API.game.list}?limit=1&limit=2`);
    expect(((await repeated.json()) as { error: number }).error).toBe(ErrorCode.VALIDATION);
    await expectRefusedChangingNothing(up, { method: 'GET', path: API.game.lobbyConfigs, who: 'visitor', queries: [{}, { lobby_key: 'lotto' }] }, member.token);
  });

  it('lobby: hot games, a visitor’s empty last played, a member’s newest first, each category’s first games and total', async () => {
    const visitor = (await up.get<GameLobbyResponse>(API.game.lobby)).body.data!;
    expect(visitor.hot.map((g) => g.code)).toEqual([...SLOTS, ...LIVE, 'baccarat-1']);
    expect(visitor.last_played).toEqual([]);
    expect(visitor.categories.map((c) => [c.category, c.name, c.total, c.games.length])).toEqual([
      ['slot', 'สล็อต', 3, 3],
      ['casino', 'คาสิโนสด', 4, 4],
      ['sport', 'กีฬา', 1, 1],
      ['fishing', 'ยิงปลา', 2, 2],
    ]);
    expect(visitor.providers.map((p) => [p.code, p.built_in, p.categories])).toEqual([
      ['huaydee', true, ['slot', 'casino', 'fishing', 'sport']],
      ['acme', false, ['casino', 'fishing']],
    ]);

    const member = await up.register();
    await launchToken(up, member, 'naga-fortune');
    await up.advance(1000);
    await launchToken(up, member, 'thai-temple');
    await up.advance(1000);
    await launchToken(up, member, 'naga-fortune');
    const mine = (await up.get<GameLobbyResponse>(API.game.lobby, { token: member.token })).body.data!;
    expect(mine.last_played.map((g) => g.code)).toEqual(['naga-fortune', 'thai-temple']);
    const { game_id } = await gameIdOf(up, 'naga-fortune');
    expect((await up.db.selectFrom('game_plays').select('plays').where('game_id', '=', game_id).executeTakeFirst())?.plays).toBe(2);
  });

  it('lobby configs: all six pages, each with its filter and the providers that have games in it', async () => {
    for (const key of LOBBY_KEYS) {
      const reply = await up.get<{ config: LobbyConfig }>(API.game.lobbyConfigs, { query: { lobby_key: key } });
      expect(reply.body.error, key).toBe(0);
      expect(reply.body.data!.config.title, key).toMatch(/[\u0E00-\u0E7F]/);
      expect(reply.body.data!.config.page_size).toBe(60);
    }
    const config = async (key: string) => (await up.get<{ config: LobbyConfig }>(API.game.lobbyConfigs, { query: { lobby_key: key } })).body.data!.config;
    expect(await config('freespin')).toMatchObject({ category: null, free_spins_only: true, providers: [{ code: 'huaydee', games: 3 }] });
    expect(await config('casino')).toMatchObject({ category: 'casino', free_spins_only: false, providers: [{ code: 'huaydee', games: 3 }, { code: 'acme', games: 1 }] });
    expect((await config('home')).providers.map((p) => [p.code, p.games])).toEqual([
      ['huaydee', 8],
      ['acme', 2],
    ]);
    expect((await config('sport')).providers).toMatchObject([{ code: 'huaydee', games: 1 }]);
  });

  it('an outside provider’s link is its launch URL with token, game, lang, currency and mobile', async () => {
    const member = await up.register();
    const reply = await up.post<GameLinkResponse>(
      API.game.link,
      { ...(await gameIdOf(up, 'fish-50%')), wallet_id: await walletOf(up, member), is_mobile: true },
      { token: member.token },
    );
    const link = new URL(reply.body.data!.link);
    expect(link.origin + link.pathname).toBe('https://games.acme.example/launch');
    expect(Object.fromEntries(link.searchParams)).toEqual({ game: 'fish-50%', token: expect.stringMatching(/^[\w-]{43}$/), lang: 'th', currency: 'THB', mobile: '1' });
  });

  it('setPublishedRtp stores thousandths of a percent; the list shows percent (last: it changes naga-fortune)', async () => {
    expect(await setPublishedRtp(up.db, 'naga-fortune', 96_512)).toBe(true);
    expect(await setPublishedRtp(up.db, 'no-such-slot', 96_000)).toBe(false);
    await expect(setPublishedRtp(up.db, 'naga-fortune', 96.5)).rejects.toThrow(RangeError);
    expect((await list({ q: 'naga' })).data!.games[0]!.rtp).toBe(96.512);
  });
});
