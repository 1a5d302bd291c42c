/** rate, rates and limit: what a round pays and takes, shown before anyone bets. */
import type { z } from 'zod';
import type { LimitResponse, RateResponse, RatesResponse, ZRatesQuery } from '@shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { allCategories, requireCategory } from './categories.js';
import { limitsOf, ratesOf, wireLimits, wireRates, wireRestricted } from './rates.js';
import { requireRound } from './rounds.js';

type RatesFilter = z.output<typeof ZRatesQuery>;

export function roundRates(ctx: Ctx, roundId: number): RateResponse {
  const round = requireRound(ctx.db, roundId);
  const category = requireCategory(ctx.db, round.category_id);
  return { round_id: round.id, rates: wireRates(category, ratesOf(ctx.db, category.id)), restricted: wireRestricted(ctx.db, round.id) };
}

export function roundLimits(ctx: Ctx, roundId: number): LimitResponse {
  const round = requireRound(ctx.db, roundId);
  const category = requireCategory(ctx.db, round.category_id);
  return { round_id: round.id, limits: wireLimits(category, limitsOf(ctx.db, category.id)), restricted: wireRestricted(ctx.db, round.id) };
}

export function categoryRates(ctx: Ctx, filter: RatesFilter): RatesResponse {
  const categories = filter.category_id !== undefined ? [requireCategory(ctx.db, filter.category_id)] : allCategories(ctx.db);
  return {
    categories: categories.map((category) => ({
      category_id: category.id,
      name: category.name,
      group: category.group,
      rates: wireRates(category, ratesOf(ctx.db, category.id)),
      limits: wireLimits(category, limitsOf(ctx.db, category.id)),
    })),
  };
}
