/**
 * The wheel's published prize tables (docs/decisions/0033): every version,
 * newest first, and the agent's new one. A table is never edited: a change is
 * a new version, and `commitSeed` gives it to each member's next seed only,
 * so no spin whose randomness is already committed changes its odds.
 */
import type { z } from 'zod';
import type { WheelPrizeKind, WheelTable, ZWheelTableInput } from '@shared/api/wheel.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { thbToSatang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { wireTime } from '../lotto/time.js';
import { CREDIT_KINDS, prizesOf, prizesToWire, settingOf } from './service.js';

/**
 * The schema's launch table (migration 007) has no date of its own: it is
 * published when the site first runs on this database, by the site's clock.
 */
export function dateLaunchTable(ctx: Ctx): void {
  stmt(ctx.db, 'UPDATE wheel_tables SET created_at = ? WHERE version = 1 AND created_at = 0').run(ctx.clock.now());
}

function tableOf(ctx: Ctx, version: number, createdAt: number): WheelTable {
  const rows = prizesOf(ctx, version);
  const { spin_cost_points, total_weight, expected_value } = settingOf(ctx, version, rows);
  return { version, spin_cost_points, total_weight, expected_value, prizes: prizesToWire(ctx, rows), created_at: wireTime(createdAt) };
}

export function wheelTables(ctx: Ctx): { tables: WheelTable[] } {
  return ctx.db.transaction(() => ({
    tables: stmt<[], { version: number; created_at: number }>(ctx.db, 'SELECT version, created_at FROM wheel_tables ORDER BY version DESC')
      .all()
      .map((row) => tableOf(ctx, row.version, row.created_at)),
  }))();
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

/** Publishes the next version, segments in the given order; runs inside the caller's transaction. */
export function addWheelTable(ctx: Ctx, input: z.output<typeof ZWheelTableInput>): WheelTable {
  const values = input.prizes.map((prize, index) => storedValue(prize.kind, prize.value, `prizes.${index}.value`));
  input.prizes.forEach((prize, index) => {
    const offer = prize.free_spin_offer_id ?? null;
    if (offer !== null && stmt(ctx.db, 'SELECT 1 FROM free_spin_offers WHERE id = ?').get(offer) === undefined) {
      throw refuse(`prizes.${index}.free_spin_offer_id`, 'ไม่พบข้อเสนอฟรีสปินนี้');
    }
  });
  const now = ctx.clock.now();
  const version = stmt<[number, number], number>(
    ctx.db,
    'INSERT INTO wheel_tables (version, spin_cost_points, created_at) VALUES ((SELECT MAX(version) + 1 FROM wheel_tables), ?, ?) RETURNING version',
  )
    .pluck()
    .get(input.spin_cost_points, now) as number;
  const insert = stmt(ctx.db, 'INSERT INTO wheel_prizes (table_version, segment, name, kind, value, weight, free_spin_offer_id) VALUES (?, ?, ?, ?, ?, ?, ?)');
  input.prizes.forEach((prize, segment) => insert.run(version, segment, prize.name, prize.kind, values[segment], prize.weight, prize.free_spin_offer_id ?? null));
  return tableOf(ctx, version, now);
}
