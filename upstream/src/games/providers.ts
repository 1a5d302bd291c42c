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
import { GAME_CATEGORIES, GAME_TAGS, VOLATILITIES } from '#shared/api/games.js';
import { BUILT_IN_LIVE_GAMES } from '#shared/games/built-in-live-games.js';
import { PUBLISHED_FIGURES } from '#shared/games/slots/published.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
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

export async function syncProviders(ctx: Ctx): Promise<void> {
  const { builtInSecret, providersFile } = ctx.settings.games;
  await ctx.db.updateTable('game_providers').set({ secret: builtInSecret }).where('built_in', '=', 1).execute();
  // Our slots' return to player, as their enumeration computed it (shared/src/games/slots/published.json), to a thousandth of a percent.
  for (const figures of PUBLISHED_FIGURES) await setPublishedRtp(ctx.db, figures.code, Math.round(figures.rtp_percent * 1000));
  await ensureBuiltInLiveGames(ctx);
  if (providersFile !== undefined) await upsertProviders(ctx, ZProvidersFile.parse(JSON.parse(readFileSync(providersFile, 'utf8'))));
}

/**
 * Our live games in the catalogue (docs/decisions/0040, 0041): the baccarat
 * tables under casino, fishing, virtual football under sport, added at start
 * when missing, so a database made before them lists them too. An agent who
 * turned one off keeps it off: nothing here is updated.
 */
async function ensureBuiltInLiveGames(ctx: Ctx): Promise<void> {
  const provider = await ctx.db.selectFrom('game_providers').select(['id', 'categories']).where('built_in', '=', 1).executeTakeFirst();
  if (!provider) return;
  const categories = JSON.parse(provider.categories) as string[];
  const missing = [...new Set(BUILT_IN_LIVE_GAMES.map((game) => game.category))].filter((category) => !categories.includes(category));
  if (missing.length > 0) {
    await ctx.db
      .updateTable('game_providers')
      .set({ categories: JSON.stringify([...categories, ...missing]) })
      .where('id', '=', provider.id)
      .execute();
  }
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('games')
    .values(
      BUILT_IN_LIVE_GAMES.map((game, index) => ({
        provider_id: provider.id,
        code: game.code,
        name: game.name,
        category: game.category,
        image: game.image,
        tags: '["hot"]',
        has_free_spins: 0,
        rtp: game.rtp === null ? null : game.rtp * 1000,
        volatility: null,
        demo: game.demo ? 1 : 0,
        allows_bonus: 0,
        enabled: 1,
        sort_order: 10 + index,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['provider_id', 'code']).doNothing())
    .execute();
}

/** The provider's row by its code, created when new (by its UNIQUE code: two processes starting at once make one). */
async function providerIdOf(ctx: Ctx, p: z.output<typeof ZFileProvider>): Promise<number> {
  const existing = await ctx.db.selectFrom('game_providers').select(['id', 'built_in']).where('code', '=', p.code).executeTakeFirst();
  if (existing?.built_in === 1) throw new Error(`the providers file may not redefine the built-in provider ${p.code}`);
  if (existing) return existing.id;
  await ctx.db
    .insertInto('game_providers')
    .values({ code: p.code, name: p.name, launch_url: p.launch_url, categories: '[]', built_in: 0, sort_order: 100, player_key: newPlayerKey() })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return (await ctx.db.selectFrom('game_providers').select('id').where('code', '=', p.code).executeTakeFirstOrThrow()).id;
}

export async function upsertProviders(ctx: Ctx, providers: z.output<typeof ZProvidersFile>): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async () => {
    for (const p of providers) {
      const providerId = await providerIdOf(ctx, p);
      await ctx.db
        .updateTable('game_providers')
        .set({ name: p.name, logo: p.logo, launch_url: p.launch_url, secret: p.secret, categories: JSON.stringify(p.categories) })
        .where('id', '=', providerId)
        .execute();
      // One statement a game, in the file's order: a code listed twice ends as its last entry, on both engines.
      for (const [index, g] of p.games.entries()) await upsertGame(ctx, providerId, g, index, now);
    }
  });
}

async function upsertGame(ctx: Ctx, providerId: number, g: z.output<typeof ZFileGame>, index: number, now: number): Promise<void> {
  await ctx.db
    .insertInto('games')
    .values({
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
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        category: eb.ref('excluded.category'),
        image: eb.ref('excluded.image'),
        tags: eb.ref('excluded.tags'),
        has_free_spins: eb.ref('excluded.has_free_spins'),
        rtp: eb.ref('excluded.rtp'),
        volatility: eb.ref('excluded.volatility'),
        demo: eb.ref('excluded.demo'),
        sub_provider_id: eb.ref('excluded.sub_provider_id'),
        allows_bonus: eb.ref('excluded.allows_bonus'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}
