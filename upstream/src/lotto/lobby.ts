/** The lotto lobby: every category with its current, next and latest resulted round. */
import type { LottoLobbyResponse, LottoRound } from '@shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { allCategories, toWireCategory } from './categories.js';
import { toWireRound, type RoundRow } from './rounds.js';
import { wireTime } from './time.js';

export function lobby(ctx: Ctx): LottoLobbyResponse {
  const now = ctx.clock.now();
  const live = stmt<[number, number], RoundRow>(
    ctx.db,
    `SELECT * FROM lotto_rounds WHERE category_id = ? AND status IN ('upcoming', 'open') AND closes_at > ?
     ORDER BY closes_at LIMIT 2`,
  );
  const latest = stmt<[number], RoundRow>(
    ctx.db,
    `SELECT * FROM lotto_rounds WHERE category_id = ? AND status = 'resulted' ORDER BY result_at DESC LIMIT 1`,
  );
  return {
    categories: allCategories(ctx.db).map((category) => {
      const rounds: LottoRound[] = [];
      const last = latest.get(category.id);
      if (last) rounds.push(toWireRound(last, now));
      for (const row of live.all(category.id, now)) rounds.push(toWireRound(row, now));
      return { ...toWireCategory(ctx, category), rounds };
    }),
    server_time: wireTime(now),
  };
}
