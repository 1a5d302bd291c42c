import type { Database } from 'better-sqlite3';
import type { BetType, LottoCategory, LottoGroup, LottoKind } from '@shared/api/lotto/rounds.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import type { Ctx } from '../context.js';
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

interface CategoryRow {
  id: number;
  code: string;
  name: string;
  grp: LottoGroup;
  kind: LottoKind;
  bet_types: string;
  round_minutes: number | null;
  schedule: string;
  restricted: string;
  sort_order: number;
}

/**
 * Categories change only with the seed or a migration, never while serving,
 * so each database's list is read once and kept.
 */
const cache = new WeakMap<Database, { list: Category[]; byId: Map<number, Category> }>();

function load(db: Database) {
  let entry = cache.get(db);
  if (!entry) {
    const rows = db.prepare('SELECT * FROM lotto_categories ORDER BY sort_order, id').all() as CategoryRow[];
    const list = rows.map(
      (row): Category => ({
        id: row.id,
        code: row.code,
        name: row.name,
        group: row.grp,
        kind: row.kind,
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
export function forgetCategories(db: Database): void {
  cache.delete(db);
}

export function allCategories(db: Database): Category[] {
  return load(db).list;
}

export function categoryById(db: Database, id: number): Category | undefined {
  return load(db).byId.get(id);
}

export function requireCategory(db: Database, id: number): Category {
  const category = categoryById(db, id);
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
