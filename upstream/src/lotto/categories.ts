import type { BetType, LottoCategory, LottoGroup, LottoKind } from '#shared/api/lotto/rounds.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import type { Db } from '../db/transaction.js';
import { FAST_YEEKEE_CODE, type RestrictedTemplate } from './catalog.js';
import type { Schedule } from './schedule.js';

export interface Category {
  id: number;
  code: string;
  name: string;
  group: LottoGroup;
  kind: LottoKind;
  betTypes: BetType[];
  roundMinutes: number | null;
  schedule: Schedule;
  restricted: RestrictedTemplate[];
  sortOrder: number;
}

/**
 * Categories change only with the seed or a migration, never while serving,
 * so each database's list is read once and kept.
 */
const cache = new WeakMap<Db, { list: Category[]; byId: Map<number, Category> }>();

async function load(db: Db) {
  let entry = cache.get(db);
  if (!entry) {
    const rows = await db.selectFrom('lotto_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
    const list = rows.map(
      (row): Category => ({
        id: row.id,
        code: row.code,
        name: row.name,
        group: row.grp as LottoGroup,
        kind: row.kind as LottoKind,
        betTypes: JSON.parse(row.bet_types) as BetType[],
        roundMinutes: row.round_minutes,
        schedule: JSON.parse(row.schedule) as Schedule,
        restricted: JSON.parse(row.restricted) as RestrictedTemplate[],
        sortOrder: row.sort_order,
      }),
    );
    entry = { list, byId: new Map(list.map((c) => [c.id, c])) };
    // An empty list is not kept: the seed may still be on its way.
    if (list.length > 0) cache.set(db, entry);
  }
  return entry;
}

/** After the seed writes categories: the next read loads them afresh. */
export function forgetCategories(db: Db): void {
  cache.delete(db);
}

export async function allCategories(db: Db): Promise<Category[]> {
  return (await load(db)).list;
}

export async function categoryById(db: Db, id: number): Promise<Category | undefined> {
  return (await load(db)).byId.get(id);
}

export async function requireCategory(db: Db, id: number): Promise<Category> {
  const category = await categoryById(db, id);
  if (!category) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
  return category;
}

/** The fast grid of `yeekeeRoundSeconds` replaces the 5-minute yeekee schedule when set. */
export function fastRoundSeconds(ctx: Ctx, category: Category): number | undefined {
  return category.code === FAST_YEEKEE_CODE ? ctx.settings.lotto.yeekeeRoundSeconds : undefined;
}

export function toWireCategory(ctx: Ctx, category: Category): LottoCategory {
  const fast = fastRoundSeconds(ctx, category);
  return {
    category_id: category.id,
    code: category.code,
    name: category.name,
    group: category.group,
    kind: category.kind,
    bet_types: category.betTypes,
    round_minutes: fast !== undefined ? fast / 60 : category.roundMinutes,
  };
}
