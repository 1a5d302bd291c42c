/**
 * A Bangkok day's play per member and product, read in one query over the
 * ledger for every member and product (docs/decisions/0034): turnover is
 * stakes net of refunds (a cancelled bet is not play), wins are what the
 * products paid. Which product a lotto entry belongs to comes from its bill's
 * category (yeekee or not); games post their own kinds. An entry counts on
 * the day it was written: a win settled after midnight is the next day's win.
 */
import { sql } from 'kysely';
import type { CashbackProduct } from '#shared/api/cashback.js';
import type { Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { addDays, dayStart } from '#shared/dates/calendar.js';

export interface ProductPlay {
  product: CashbackProduct;
  turnover: Satang;
  wins: Satang;
}

export interface MemberDay {
  memberId: number;
  /** every product together; turnover never below zero */
  turnover: Satang;
  wins: Satang;
  products: ProductPlay[];
}

/**
 * Members with play on `day`, ordered by id, each product by name. A bill's
 * id is read from the entry's ref (`bill:<id>`) only for a ref of that shape:
 * the CASE keeps PostgreSQL from casting any other ref, whatever order it
 * evaluates the join's conditions in.
 */
export async function dayActivity(ctx: Ctx, day: string): Promise<MemberDay[]> {
  const { rows } = await sql<{ member_id: number; product: CashbackProduct; turnover: number; wins: number }>`
    SELECT e.member_id,
           CASE WHEN e.kind IN ('game_bet', 'game_win') THEN 'games' WHEN c.kind = 'yeekee' THEN 'yeekee' ELSE 'lotto' END AS product,
           -SUM(CASE WHEN e.kind IN ('bet', 'refund', 'game_bet') THEN e.amount ELSE 0 END) AS turnover,
           SUM(CASE WHEN e.kind IN ('win', 'game_win') THEN e.amount ELSE 0 END) AS wins
    FROM ledger_entries e
    LEFT JOIN lotto_bills b ON b.id = CASE WHEN e.kind IN ('bet', 'refund', 'win') AND e.ref LIKE 'bill:%' THEN CAST(substr(e.ref, 6) AS BIGINT) END
    LEFT JOIN lotto_rounds r ON r.id = b.round_id
    LEFT JOIN lotto_categories c ON c.id = r.category_id
    WHERE e.created_at >= ${dayStart(day)} AND e.created_at < ${dayStart(addDays(day, 1))}
      AND e.kind IN ('bet', 'refund', 'win', 'game_bet', 'game_win')
    GROUP BY e.member_id, product
    ORDER BY e.member_id, product`.execute(ctx.db);
  const days: MemberDay[] = [];
  let current: MemberDay | undefined;
  for (const row of rows) {
    if (current?.memberId !== row.member_id) {
      current = { memberId: row.member_id, turnover: 0, wins: 0, products: [] };
      days.push(current);
    }
    // A refund of a bet from an earlier day can outweigh this day's stakes: that day was measured already.
    const turnover = Math.max(0, row.turnover);
    current.products.push({ product: row.product, turnover, wins: row.wins });
    current.turnover += turnover;
    current.wins += row.wins;
  }
  return days;
}

/** How a row stores its products: [product, turnover, wins] in satang. */
export function productsJson(products: ProductPlay[]): string {
  return JSON.stringify(products.map((p) => [p.product, p.turnover, p.wins]));
}

export function parseProducts(json: string): ProductPlay[] {
  return (JSON.parse(json) as [CashbackProduct, number, number][]).map(([product, turnover, wins]) => ({ product, turnover, wins }));
}
