/** The lotto lobby: every category with its current, next and latest resulted round. */
import type { LottoLobbyResponse, LottoRound } from '#shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { allCategories, toWireCategory, type Category } from './categories.js';
import { asRoundRow, toWireRound } from './rounds.js';
import { wireTime } from '#shared/dates/calendar.js';

/** The category's latest resulted round, then its next two that still take bets. */
async function roundsOf(ctx: Ctx, category: Category, now: number): Promise<LottoRound[]> {
  const latest = await ctx.db
    .selectFrom('lotto_rounds')
    .selectAll()
    .where('category_id', '=', category.id)
    .where('status', '=', 'resulted')
    .orderBy('result_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const live = await ctx.db
    .selectFrom('lotto_rounds')
    .selectAll()
    .where('category_id', '=', category.id)
    .where('status', 'in', ['upcoming', 'open'])
    .where('closes_at', '>', now)
    .orderBy('closes_at')
    .limit(2)
    .execute();
  return [...(latest ? [latest] : []), ...live].map((row) => toWireRound(asRoundRow(row), now));
}

export async function lobby(ctx: Ctx): Promise<LottoLobbyResponse> {
  const now = ctx.clock.now();
  const categories: LottoLobbyResponse['categories'] = [];
  for (const category of await allCategories(ctx.db)) {
    categories.push({ ...toWireCategory(ctx, category), rounds: await roundsOf(ctx, category, now) });
  }
  return { categories, server_time: wireTime(now) };
}
