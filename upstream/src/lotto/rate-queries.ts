/** rate, rates and limit: what a round pays and takes, shown before anyone bets. */
import type { z } from 'zod';
import type { LimitResponse, RateResponse, RatesResponse, ZRatesQuery } from '#shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { allCategories, requireCategory } from './categories.js';
import { limitsOf, ratesOf, wireLimits, wireRates, wireRestricted } from './rates.js';
import { requireRound } from './rounds.js';

type RatesFilter = z.output<typeof ZRatesQuery>;

export async function roundRates(ctx: Ctx, roundId: number): Promise<RateResponse> {
  const round = await requireRound(ctx.db, roundId);
  const category = await requireCategory(ctx.db, round.category_id);
  return {
    round_id: round.id,
    rates: wireRates(category, await ratesOf(ctx.db, category.id)),
    restricted: await wireRestricted(ctx.db, round.id),
  };
}

export async function roundLimits(ctx: Ctx, roundId: number): Promise<LimitResponse> {
  const round = await requireRound(ctx.db, roundId);
  const category = await requireCategory(ctx.db, round.category_id);
  return {
    round_id: round.id,
    limits: wireLimits(category, await limitsOf(ctx.db, category.id)),
    restricted: await wireRestricted(ctx.db, round.id),
  };
}

export async function categoryRates(ctx: Ctx, filter: RatesFilter): Promise<RatesResponse> {
  const categories = filter.category_id !== undefined ? [await requireCategory(ctx.db, filter.category_id)] : await allCategories(ctx.db);
  const rated: RatesResponse['categories'] = [];
  for (const category of categories) {
    rated.push({
      category_id: category.id,
      name: category.name,
      group: category.group,
      rates: wireRates(category, await ratesOf(ctx.db, category.id)),
      limits: wireLimits(category, await limitsOf(ctx.db, category.id)),
    });
  }
  return { categories: rated };
}
