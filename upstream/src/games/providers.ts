/**
 * Providers by configuration, no code change (docs/decisions/0038): at every
 * start the built-in provider takes its secret from the settings and its
 * slots their published return to player, and the providers file (settings
 * `games.providersFile`, a JSON file kept outside the repo) is upserted: each
 * provider by code, each of its games by code. What the file leaves out is
 * left as it is (a game is switched off in the database, not by removing it
 * from the file).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { GAME_CATEGORIES, GAME_TAGS, VOLATILITIES } from '@shared/api/games.js';
import { BUILT_IN_LIVE_GAMES } from '@shared/games/built-in-live-games.js';
import { PUBLISHED_FIGURES } from '../../../games/src/slots/published.js';
import type { Ctx } from '../context.js';
import { newPlayerKey, setPublishedRtp } from './seed.js';

const ZCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

const ZFileGame = z.object({
  code: z.string().regex(/^[\x21-\x7e]{1,64}$/),
  name: z.string().min(1).max(100),
  category: z.enum(GAME_CATEGORIES),
  image: z.string().min(1).max(500),
  tags: z.array(z.enum(GAME_TAGS)).default([]),
  has_free_spins: z.boolean().default(false),
  /** percent, as the provider publishes it */
  rtp: z.number().min(0).max(100).nullable().default(null),
  volatility: z.enum(VOLATILITIES).nullable().default(null),
  demo: z.boolean().default(false),
  sub_provider_id: z.string().max(32).nullable().default(null),
  allows_bonus: z.boolean().default(false),
});

const ZFileProvider = z.object({
  code: ZCode,
  name: z.string().min(1).max(100),
  logo: z.string().max(500).nullable().default(null),
  launch_url: z.url({ protocol: /^https?$/ }),
  secret: z.string().min(16).max(256),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  games: z.array(ZFileGame),
});

export const ZProvidersFile = z.array(ZFileProvider);
export type ProvidersFile = z.input<typeof ZProvidersFile>;

export function syncProviders(ctx: Ctx): void {
  const { builtInSecret, providersFile } = ctx.settings.games;
  ctx.db.prepare('UPDATE game_providers SET secret = ? WHERE built_in = 1').run(builtInSecret);
  // Our slots' return to player, as their enumeration computed it (games/src/slots/published.json), to a thousandth of a percent.
  for (const figures of PUBLISHED_FIGURES) setPublishedRtp(ctx.db, figures.code, Math.round(figures.rtp_percent * 1000));
  ensureBuiltInLiveGames(ctx);
  if (providersFile !== undefined) upsertProviders(ctx, ZProvidersFile.parse(JSON.parse(readFileSync(providersFile, 'utf8'))));
}

/**
 * Our live games in the catalogue (docs/decisions/0040, 0041): the baccarat
 * tables under casino, fishing, virtual football under sport, added at start
 * when missing, so a database made before them lists them too. An agent who
 * turned one off keeps it off: nothing here is updated.
 */
function ensureBuiltInLiveGames(ctx: Ctx): void {
  const provider = ctx.db.prepare('SELECT id, categories FROM game_providers WHERE built_in = 1').get() as { id: number; categories: string } | undefined;
  if (!provider) return;
  const categories = JSON.parse(provider.categories) as string[];
  const missing = [...new Set(BUILT_IN_LIVE_GAMES.map((game) => game.category))].filter((category) => !categories.includes(category));
  if (missing.length > 0) ctx.db.prepare('UPDATE game_providers SET categories = ? WHERE id = ?').run(JSON.stringify([...categories, ...missing]), provider.id);
  const insert = ctx.db.prepare(
    `INSERT INTO games (provider_id, code, name, category, image, tags, has_free_spins, rtp, volatility, demo, allows_bonus, enabled, sort_order, created_at)
     VALUES (?, ?, ?, ?, ?, '["hot"]', 0, ?, NULL, ?, 0, 1, ?, ?) ON CONFLICT (provider_id, code) DO NOTHING`,
  );
  BUILT_IN_LIVE_GAMES.forEach((game, index) =>
    insert.run(provider.id, game.code, game.name, game.category, game.image, game.rtp === null ? null : game.rtp * 1000, game.demo ? 1 : 0, 10 + index, ctx.clock.now()),
  );
}

export function upsertProviders(ctx: Ctx, providers: z.output<typeof ZProvidersFile>): void {
  const { db } = ctx;
  const now = ctx.clock.now();
  db.transaction(() => {
    for (const p of providers) {
      const existing = db.prepare('SELECT id, built_in FROM game_providers WHERE code = ?').get(p.code) as { id: number; built_in: number } | undefined;
      if (existing?.built_in === 1) throw new Error(`the providers file may not redefine the built-in provider ${p.code}`);
      const providerId =
        existing?.id ??
        Number(
          db
            .prepare(`INSERT INTO game_providers (code, name, launch_url, categories, built_in, sort_order, player_key) VALUES (?, ?, ?, '[]', 0, 100, ?)`)
            .run(p.code, p.name, p.launch_url, newPlayerKey()).lastInsertRowid,
        );
      db.prepare('UPDATE game_providers SET name = ?, logo = ?, launch_url = ?, secret = ?, categories = ? WHERE id = ?').run(
        p.name,
        p.logo,
        p.launch_url,
        p.secret,
        JSON.stringify(p.categories),
        providerId,
      );
      const upsert = db.prepare(
        `INSERT INTO games (provider_id, code, name, category, image, tags, has_free_spins, rtp, volatility, demo, sub_provider_id, allows_bonus, sort_order, created_at)
         VALUES (@provider_id, @code, @name, @category, @image, @tags, @has_free_spins, @rtp, @volatility, @demo, @sub_provider_id, @allows_bonus, @sort_order, @now)
         ON CONFLICT (provider_id, code) DO UPDATE SET name = excluded.name, category = excluded.category, image = excluded.image,
           tags = excluded.tags, has_free_spins = excluded.has_free_spins, rtp = excluded.rtp, volatility = excluded.volatility,
           demo = excluded.demo, sub_provider_id = excluded.sub_provider_id, allows_bonus = excluded.allows_bonus, sort_order = excluded.sort_order`,
      );
      p.games.forEach((g, index) =>
        upsert.run({
          provider_id: providerId,
          code: g.code,
          name: g.name,
          category: g.category,
          image: g.image,
          tags: JSON.stringify(g.tags),
          has_free_spins: g.has_free_spins ? 1 : 0,
          rtp: g.rtp === null ? null : Math.round(g.rtp * 1000),
          volatility: g.volatility,
          demo: g.demo ? 1 : 0,
          sub_provider_id: g.sub_provider_id,
          allows_bonus: g.allows_bonus ? 1 : 0,
          // After our own games, in the file's order.
          sort_order: 1000 + index,
          now,
        }),
      );
    }
  })();
}
