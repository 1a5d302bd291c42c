/**
 * The wheel's published prize tables (docs/decisions/0033): every version,
 * newest first, and the agent's new one. A table is never edited: a change is
 * a new version, and `commitSeed` gives it to each member's next seed only,
 * so no spin whose randomness is already committed changes its odds.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { WheelPrizeKind, WheelTable, ZWheelTableInput } from '#shared/api/wheel.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';
import { CREDIT_KINDS, prizesOf, prizesToWire, settingOf } from './service.js';

/**
 * The schema's launch table (migration 007) has no date of its own: it is
 * published when the site first runs on this database, by the site's clock.
 */
export async function dateLaunchTable(ctx: Ctx): Promise<void> {
  await ctx.db.updateTable('wheel_tables').set({ created_at: ctx.clock.now() }).where('version', '=', 1).where('created_at', '=', 0).execute();
}

async function tableOf(ctx: Ctx, version: number, createdAt: number): Promise<WheelTable> {
  const rows = await prizesOf(ctx, version);
  const { spin_cost_points, total_weight, expected_value } = await settingOf(ctx, version, rows);
  return { version, spin_cost_points, total_weight, expected_value, prizes: await prizesToWire(ctx, rows), created_at: wireTime(createdAt) };
}

/** Every published table, newest first. Reads only: tables are never edited, so no transaction is needed for one view. */
export async function wheelTables(ctx: Ctx): Promise<{ tables: WheelTable[] }> {
  const rows = await ctx.db.selectFrom('wheel_tables').select(['version', 'created_at']).orderBy('version', 'desc').execute();
  const tables: WheelTable[] = [];
  for (const row of rows) tables.push(await tableOf(ctx, row.version, row.created_at));
  return { tables };
}
const refuse = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, message, { fields: { [field]: message } });

/** A prize's value as stored: satang for credit, whole points or spins, 0 for nothing and items. */
function storedValue(kind: WheelPrizeKind, value: number, field: string): number {
  if (kind === 'nothing' || kind === 'item') {
    if (value !== 0) throw refuse(field, 'รางวัลประเภทนี้ต้องมีมูลค่าเป็น 0');
    return 0;
  }
  if (value <= 0) throw refuse(field, 'มูลค่ารางวัลต้องมากกว่า 0');
  if (CREDIT_KINDS.includes(kind)) return thbToSatang(value);
  if (!Number.isSafeInteger(value)) throw refuse(field, kind === 'points' ? 'จำนวนแต้มต้องเป็นจำนวนเต็ม' : 'จำนวนสิทธิ์หมุนฟรีต้องเป็นจำนวนเต็ม');
  return value;
}

/**
 * Publishes the next version, segments in the given order; runs inside the
 * caller's transaction. The version is the latest + 1, read in the INSERT
 * itself; its PRIMARY KEY is what keeps two tables from sharing a number: of
 * two publishes at the same instant on PostgreSQL, the later one fails whole
 * and publishes nothing (the agent sends it again), never a table half of
 * each.
 */
export async function addWheelTable(ctx: Ctx, input: z.output<typeof ZWheelTableInput>): Promise<WheelTable> {
  const values = input.prizes.map((prize, index) => storedValue(prize.kind, prize.value, `prizes.${index}.value`));
  for (const [index, prize] of input.prizes.entries()) {
    const offer = prize.free_spin_offer_id ?? null;
    if (offer !== null && !(await ctx.db.selectFrom('free_spin_offers').select('id').where('id', '=', offer).executeTakeFirst())) {
      throw refuse(`prizes.${index}.free_spin_offer_id`, 'ไม่พบข้อเสนอฟรีสปินนี้');
    }
  }
  const now = ctx.clock.now();
  const { version } = await ctx.db
    .insertInto('wheel_tables')
    .values({ version: sql<number>`(SELECT MAX(version) + 1 FROM wheel_tables)`, spin_cost_points: input.spin_cost_points, created_at: now })
    .returning('version')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('wheel_prizes')
    .values(
      input.prizes.map((prize, segment) => ({
        table_version: version,
        segment,
        name: prize.name,
        kind: prize.kind,
        value: values[segment]!,
        weight: prize.weight,
        free_spin_offer_id: prize.free_spin_offer_id ?? null,
      })),
    )
    .execute();
  return tableOf(ctx, version, now);
}
