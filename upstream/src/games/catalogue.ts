/**
 * The catalogue reads (spec §3): games of enabled providers only, in the
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
} from '@shared/api/games.js';
import type { z } from 'zod';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';

/** Each lobby section shows this many games; the page of its category lists the rest. */
export const LOBBY_SECTION_SIZE = 12;

export interface GameRow {
  id: number;
  code: string;
  provider_id: number;
  provider_code: string;
  provider_name: string;
  sub_provider_id: string | null;
  name: string;
  category: GameCategory;
  image: string;
  tags: string;
  has_free_spins: number;
  rtp: number | null;
  volatility: Game['volatility'];
  demo: number;
  allows_bonus: number;
  enabled: number;
  provider_enabled: number;
  built_in: number;
  launch_url: string;
  has_secret: number;
}

export const GAME_COLUMNS = `g.id, g.code, g.provider_id, p.code AS provider_code, p.name AS provider_name, g.sub_provider_id, g.name,
  g.category, g.image, g.tags, g.has_free_spins, g.rtp, g.volatility, g.demo, g.allows_bonus, g.enabled,
  p.enabled AS provider_enabled, p.built_in, p.launch_url, p.secret IS NOT NULL AS has_secret`;
const FROM_PLAYABLE = 'FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE g.enabled = 1 AND p.enabled = 1';

export function gameToWire(row: GameRow): Game {
  return {
    id: row.id,
    code: row.code,
    provider_id: row.provider_id,
    provider_code: row.provider_code,
    provider_name: row.provider_name,
    sub_provider_id: row.sub_provider_id,
    name: row.name,
    category: row.category,
    image: row.image,
    tags: JSON.parse(row.tags) as Game['tags'],
    has_free_spins: row.has_free_spins === 1,
    rtp: row.rtp === null ? null : row.rtp / 1000,
    volatility: row.volatility,
    demo: row.demo === 1,
  };
}

/** Any game by id, enabled or not, with its provider's state; undefined when there is none. */
export function gameById(ctx: Ctx, gameId: number): GameRow | undefined {
  return stmt<[number], GameRow>(ctx.db, `SELECT ${GAME_COLUMNS} FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE g.id = ?`).get(gameId);
}

/** A LIKE pattern matching `text` literally anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listGames(ctx: Ctx, query: z.output<typeof ZGameListQuery>): GameListResponse {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.provider !== undefined) {
    where.push('p.code = ?');
    params.push(query.provider);
  }
  if (query.category !== undefined) {
    where.push('g.category = ?');
    params.push(query.category);
  }
  if (query.tag !== undefined) {
    where.push('EXISTS (SELECT 1 FROM json_each(g.tags) t WHERE t.value = ?)');
    params.push(query.tag);
  }
  if (query.free_spins !== undefined) where.push('g.has_free_spins = 1');
  if (query.q !== undefined && query.q !== '') {
    where.push(`(g.name LIKE ? ESCAPE '\\' OR g.code LIKE ? ESCAPE '\\')`);
    params.push(containing(query.q), containing(query.q));
  }
  const filter = `${FROM_PLAYABLE}${where.map((w) => ` AND ${w}`).join('')}`;
  const total = ctx.db.prepare(`SELECT COUNT(*) ${filter}`).pluck().get(...params) as number;
  const rows = ctx.db
    .prepare(`SELECT ${GAME_COLUMNS} ${filter} ORDER BY g.sort_order, g.id LIMIT ? OFFSET ?`)
    .all(...params, query.limit, query.offset) as GameRow[];
  return { games: rows.map(gameToWire), total, limit: query.limit, offset: query.offset };
}

interface ProviderRow {
  id: number;
  code: string;
  name: string;
  logo: string | null;
  categories: string;
  built_in: number;
}

function providerToWire(row: ProviderRow): GameProvider {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logo: row.logo,
    categories: JSON.parse(row.categories) as GameCategory[],
    built_in: row.built_in === 1,
  };
}

function enabledProviders(ctx: Ctx): GameProvider[] {
  return stmt<[], ProviderRow>(ctx.db, 'SELECT id, code, name, logo, categories, built_in FROM game_providers WHERE enabled = 1 ORDER BY sort_order, id')
    .all()
    .map(providerToWire);
}

/** Hot: the games tagged hot, topped up with the most played; the member's last played; each category's first games. */
export function gameLobby(ctx: Ctx, memberId: number | undefined): GameLobbyResponse {
  const section = (sql: string, ...params: (string | number)[]) => (ctx.db.prepare(sql).all(...params) as GameRow[]).map(gameToWire);
  const hot = section(
    `SELECT ${GAME_COLUMNS} ${FROM_PLAYABLE} AND EXISTS (SELECT 1 FROM json_each(g.tags) t WHERE t.value = 'hot') ORDER BY g.sort_order, g.id LIMIT ?`,
    LOBBY_SECTION_SIZE,
  );
  if (hot.length < LOBBY_SECTION_SIZE) {
    const mostPlayed = section(
      `SELECT ${GAME_COLUMNS} ${FROM_PLAYABLE} AND NOT EXISTS (SELECT 1 FROM json_each(g.tags) t WHERE t.value = 'hot')
       AND EXISTS (SELECT 1 FROM game_plays gp WHERE gp.game_id = g.id)
       ORDER BY (SELECT SUM(plays) FROM game_plays gp WHERE gp.game_id = g.id) DESC, g.sort_order, g.id LIMIT ?`,
      LOBBY_SECTION_SIZE - hot.length,
    );
    hot.push(...mostPlayed);
  }
  const lastPlayed =
    memberId === undefined
      ? []
      : section(
          `SELECT ${GAME_COLUMNS} FROM game_plays gp JOIN games g ON g.id = gp.game_id JOIN game_providers p ON p.id = g.provider_id
           WHERE gp.member_id = ? AND g.enabled = 1 AND p.enabled = 1 ORDER BY gp.last_played_at DESC, g.id LIMIT ?`,
          memberId,
          LOBBY_SECTION_SIZE,
        );
  const categories = GAME_CATEGORIES.flatMap((category) => {
    const total = ctx.db.prepare(`SELECT COUNT(*) ${FROM_PLAYABLE} AND g.category = ?`).pluck().get(category) as number;
    if (total === 0) return [];
    const games = section(`SELECT ${GAME_COLUMNS} ${FROM_PLAYABLE} AND g.category = ? ORDER BY g.sort_order, g.id LIMIT ?`, category, LOBBY_SECTION_SIZE);
    return [{ category, name: GAME_CATEGORY_TH[category], total, games }];
  });
  return { hot, last_played: lastPlayed, categories, providers: enabledProviders(ctx) };
}

/** A lobby page: its title and filter, and the providers with games in it (how many each). */
export function lobbyConfig(ctx: Ctx, key: LobbyKey): LobbyConfig {
  const row = stmt<[string], { lobby_key: LobbyKey; title: string; description: string; category: GameCategory | null; free_spins_only: number; page_size: number }>(
    ctx.db,
    'SELECT lobby_key, title, description, category, free_spins_only, page_size FROM lobby_configs WHERE lobby_key = ?',
  ).get(key);
  if (!row) throw new AppError(ErrorCode.VALIDATION, 'ไม่พบหน้ารวมเกมนี้', { fields: { lobby_key: 'ไม่พบหน้ารวมเกมนี้' } });
  const counts = ctx.db
    .prepare(
      `SELECT g.provider_id AS id, COUNT(*) AS games ${FROM_PLAYABLE}
       AND (? IS NULL OR g.category = ?) AND (? = 0 OR g.has_free_spins = 1) GROUP BY g.provider_id`,
    )
    .all(row.category, row.category, row.free_spins_only) as { id: number; games: number }[];
  const byProvider = new Map(counts.map((c) => [c.id, c.games]));
  const providers = enabledProviders(ctx).flatMap((p) => {
    const games = byProvider.get(p.id);
    return games === undefined ? [] : [{ ...p, games }];
  });
  return {
    lobby_key: row.lobby_key,
    title: row.title,
    description: row.description,
    category: row.category,
    free_spins_only: row.free_spins_only === 1,
    providers,
    page_size: row.page_size,
  };
}
