/**
 * The catalogue reads (docs/product.md §3): games of enabled providers only, in the
 * agent's order (sort_order, then id). `q` matches the Thai name or the code.
 */
import {
  GAME_CATEGORIES,
  GAME_CATEGORY_TH,
  type Game,
  type GameCategory,
  type GameLobbyResponse,
  type GameListResponse,
  type GameProvider,
  type LobbyConfig,
  type LobbyKey,
  type ZGameListQuery,
} from '#shared/api/games.js';
import type { z } from 'zod';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Ctx } from '../context.js';
import { isPostgres } from '../db/engine.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/transaction.js';

/** Each lobby section shows this many games; the page of its category lists the rest. */
export const LOBBY_SECTION_SIZE = 12;

type GameTables = DB & { g: DB['games']; p: DB['game_providers'] };

/** Games joined to their provider, with the columns a game is shown and launched by. */
function gamesWithProvider(db: Db) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'g.code',
      'g.provider_id',
      'p.code as provider_code',
      'p.name as provider_name',
      'g.sub_provider_id',
      'g.name',
      'g.category',
      'g.image',
      'g.tags',
      'g.has_free_spins',
      'g.rtp',
      'g.volatility',
      'g.demo',
      'g.allows_bonus',
      'g.enabled',
      'p.enabled as provider_enabled',
      'p.built_in',
      'p.launch_url',
      // 0/1 on both engines (a comparison selected as a value is a boolean on PostgreSQL).
      sql<number>`CASE WHEN p.secret IS NOT NULL THEN 1 ELSE 0 END`.as('has_secret'),
    ]);
}

export type GameRow = Awaited<ReturnType<ReturnType<typeof gamesWithProvider>['executeTakeFirstOrThrow']>>;
type GameQuery = SelectQueryBuilder<GameTables, 'g' | 'p', GameRow>;

/** Games of enabled providers that are themselves enabled. */
function playableGames(db: Db): GameQuery {
  return gamesWithProvider(db).where('g.enabled', '=', 1).where('p.enabled', '=', 1);
}

/** The game's tags (a JSON array of text) hold `tag`: each engine reads JSON with its own function. */
function tagged(db: Db, tag: string): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`EXISTS (SELECT 1 FROM json_array_elements_text(CAST(g.tags AS json)) t(value) WHERE t.value = ${tag})`
    : sql<boolean>`EXISTS (SELECT 1 FROM json_each(g.tags) t WHERE t.value = ${tag})`;
}

export function gameToWire(row: GameRow): Game {
  return {
    id: row.id,
    code: row.code,
    provider_id: row.provider_id,
    provider_code: row.provider_code,
    provider_name: row.provider_name,
    sub_provider_id: row.sub_provider_id,
    name: row.name,
    category: row.category as GameCategory,
    image: row.image,
    tags: JSON.parse(row.tags) as Game['tags'],
    has_free_spins: row.has_free_spins === 1,
    rtp: row.rtp === null ? null : row.rtp / 1000,
    volatility: row.volatility as Game['volatility'],
    demo: row.demo === 1,
  };
}

/** Any game by id, enabled or not, with its provider's state; undefined when there is none. */
export async function gameById(ctx: Ctx, gameId: number): Promise<GameRow | undefined> {
  return gamesWithProvider(ctx.db).where('g.id', '=', gameId).executeTakeFirst();
}

/** A LIKE pattern matching `text` literally anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's filter: the query's provider, category, tag, free spins and search text. */
function filtered(ctx: Ctx, query: z.output<typeof ZGameListQuery>): GameQuery {
  let games = playableGames(ctx.db);
  if (query.provider !== undefined) games = games.where('p.code', '=', query.provider);
  if (query.category !== undefined) games = games.where('g.category', '=', query.category);
  if (query.tag !== undefined) games = games.where(tagged(ctx.db, query.tag));
  if (query.free_spins !== undefined) games = games.where('g.has_free_spins', '=', 1);
  if (query.q !== undefined && query.q !== '') {
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const pattern = containing(query.q);
    games = games.where(sql<boolean>`(lower(g.name) LIKE lower(${pattern}) ESCAPE '\\' OR lower(g.code) LIKE lower(${pattern}) ESCAPE '\\')`);
  }
  return games;
}

export async function listGames(ctx: Ctx, query: z.output<typeof ZGameListQuery>): Promise<GameListResponse> {
  const games = filtered(ctx, query);
  const counted = await games.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await games.orderBy('g.sort_order').orderBy('g.id').limit(query.limit).offset(query.offset).execute();
  return { games: rows.map(gameToWire), total: counted.total, limit: query.limit, offset: query.offset };
}

function providerToWire(row: Pick<Selectable<DB['game_providers']>, 'id' | 'code' | 'name' | 'logo' | 'categories' | 'built_in'>): GameProvider {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logo: row.logo,
    categories: JSON.parse(row.categories) as GameCategory[],
    built_in: row.built_in === 1,
  };
}

async function enabledProviders(ctx: Ctx): Promise<GameProvider[]> {
  const rows = await ctx.db
    .selectFrom('game_providers')
    .select(['id', 'code', 'name', 'logo', 'categories', 'built_in'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(providerToWire);
}

/** The hot section: the games tagged hot, topped up with the most played. */
async function hotGames(ctx: Ctx): Promise<Game[]> {
  const hot = await playableGames(ctx.db).where(tagged(ctx.db, 'hot')).orderBy('g.sort_order').orderBy('g.id').limit(LOBBY_SECTION_SIZE).execute();
  if (hot.length >= LOBBY_SECTION_SIZE) return hot.map(gameToWire);
  const mostPlayed = await playableGames(ctx.db)
    .where(sql<boolean>`NOT ${tagged(ctx.db, 'hot')}`)
    .where((eb) => eb.exists(eb.selectFrom('game_plays as gp').select('gp.game_id').whereRef('gp.game_id', '=', 'g.id')))
    .orderBy(sql`(SELECT SUM(gp.plays) FROM game_plays gp WHERE gp.game_id = g.id)`, 'desc')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .limit(LOBBY_SECTION_SIZE - hot.length)
    .execute();
  return [...hot, ...mostPlayed].map(gameToWire);
}

async function lastPlayedGames(ctx: Ctx, memberId: number): Promise<Game[]> {
  const rows = await playableGames(ctx.db)
    .innerJoin('game_plays as gp', 'gp.game_id', 'g.id')
    .where('gp.member_id', '=', memberId)
    .orderBy('gp.last_played_at', 'desc')
    .orderBy('g.id')
    .limit(LOBBY_SECTION_SIZE)
    .execute();
  return rows.map(gameToWire);
}

async function categorySection(ctx: Ctx, category: GameCategory): Promise<GameLobbyResponse['categories']> {
  const inCategory = playableGames(ctx.db).where('g.category', '=', category);
  const { total } = await inCategory.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (total === 0) return [];
  const games = await inCategory.orderBy('g.sort_order').orderBy('g.id').limit(LOBBY_SECTION_SIZE).execute();
  return [{ category, name: GAME_CATEGORY_TH[category], total, games: games.map(gameToWire) }];
}

/** Hot: the games tagged hot, topped up with the most played; the member's last played; each category's first games. */
export async function gameLobby(ctx: Ctx, memberId: number | undefined): Promise<GameLobbyResponse> {
  const hot = await hotGames(ctx);
  const lastPlayed = memberId === undefined ? [] : await lastPlayedGames(ctx, memberId);
  const categories: GameLobbyResponse['categories'] = [];
  for (const category of GAME_CATEGORIES) categories.push(...(await categorySection(ctx, category)));
  return { hot, last_played: lastPlayed, categories, providers: await enabledProviders(ctx) };
}

/** A lobby page: its title and filter, and the providers with games in it (how many each). */
export async function lobbyConfig(ctx: Ctx, key: LobbyKey): Promise<LobbyConfig> {
  const row = await ctx.db
    .selectFrom('lobby_configs')
    .select(['lobby_key', 'title', 'description', 'category', 'free_spins_only', 'page_size'])
    .where('lobby_key', '=', key)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.VALIDATION, 'ไม่พบหน้ารวมเกมนี้', { fields: { lobby_key: 'ไม่พบหน้ารวมเกมนี้' } });
  const counts = await playableGames(ctx.db)
    .$if(row.category !== null, (q) => q.where('g.category', '=', row.category!))
    .$if(row.free_spins_only === 1, (q) => q.where('g.has_free_spins', '=', 1))
    .clearSelect()
    .select((eb) => ['g.provider_id as id', eb.fn.countAll<number>().as('games')])
    .groupBy('g.provider_id')
    .execute();
  const byProvider = new Map(counts.map((c) => [c.id, c.games]));
  const providers = (await enabledProviders(ctx)).flatMap((p) => {
    const games = byProvider.get(p.id);
    return games === undefined ? [] : [{ ...p, games }];
  });
  return {
    lobby_key: row.lobby_key as LobbyKey,
    title: row.title,
    description: row.description,
    category: row.category as GameCategory | null,
    free_spins_only: row.free_spins_only === 1,
    providers,
    page_size: row.page_size,
  };
}
