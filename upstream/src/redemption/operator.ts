/**
 * The agent's side of the point shop (docs/decisions/0031): goods claims to
 * settle (a rejection refunds the points and the stock) and the items.
 */
import type { ClaimStatus, OperatorRedemptionItem, RedemptionClaim, RedemptionReward } from '@shared/api/redemption.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { thbToSatang } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postPoints } from '../ledger/ledger.js';
import { itemById, REDEMPTION_BY_ID, redemptionRef, toOperatorItem, toWire, type ItemRow, type RedemptionRow } from './service.js';

const CLAIM_SELECT = `SELECT r.*, m.username, m.first_name || ' ' || m.last_name AS full_name
  FROM redemptions r JOIN members m ON m.id = r.member_id`;
type ClaimRow = RedemptionRow & { username: string; full_name: string };
const toClaim = (row: ClaimRow): RedemptionClaim => ({ ...toWire(row), username: row.username, full_name: row.full_name });

/** Goods claims in `status`, oldest first: the agent sends them in the order they came. */
export function claims(ctx: Ctx, status: ClaimStatus): RedemptionClaim[] {
  return stmt<[string], ClaimRow>(ctx.db, `${CLAIM_SELECT} WHERE r.claim_status = ? ORDER BY r.id LIMIT 200`).all(status).map(toClaim);
}

/**
 * Settles a pending claim once; runs inside the caller's transaction. A
 * rejection gives the points back (same ref) and the unit back to the stock.
 */
export function decideClaim(ctx: Ctx, id: number, decision: 'fulfilled' | 'rejected', note: string | null): RedemptionClaim {
  const now = ctx.clock.now();
  const row = stmt<[number], RedemptionRow>(ctx.db, REDEMPTION_BY_ID).get(id);
  if (!row || row.claim_status === null) throw new AppError(ErrorCode.REDEEM_CLAIM_NOT_FOUND);
  const changed = stmt(
    ctx.db,
    `UPDATE redemptions SET claim_status = ?, claim_note = ?, decided_at = ? WHERE id = ? AND claim_status = 'pending'`,
  ).run(decision, note, now, id).changes;
  if (changed === 0) throw new AppError(ErrorCode.REDEEM_CLAIM_NOT_PENDING);
  if (decision === 'rejected') {
    postPoints(ctx.db, { memberId: row.member_id, amount: row.cost, kind: 'redeem', ref: redemptionRef(id), note: 'คืนแต้ม: ไม่อนุมัติการแลก', at: now });
    stmt(ctx.db, 'UPDATE redemption_items SET stock = stock + 1 WHERE id = ? AND stock IS NOT NULL').run(row.item_id);
  }
  return toClaim(stmt<[number], ClaimRow>(ctx.db, `${CLAIM_SELECT} WHERE r.id = ?`).get(id) as ClaimRow);
}

export function operatorItems(ctx: Ctx): OperatorRedemptionItem[] {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  return stmt<[number], ItemRow>(ctx.db, 'SELECT * FROM redemption_items WHERE agent_id = ? ORDER BY sort_order, id').all(agent.id).map(toOperatorItem);
}

/** `value` as stored: satang for credit, whole spins for spins, 1 for goods (the wire gives THB or a count). */
function storedValue(reward: RedemptionReward, value: number): number {
  if (reward === 'goods') return 1;
  if (reward === 'free_spins') {
    if (!Number.isSafeInteger(value)) throw new AppError(ErrorCode.VALIDATION, 'จำนวนสิทธิ์หมุนฟรีต้องเป็นจำนวนเต็ม');
    return value;
  }
  return thbToSatang(value);
}

export interface ItemInput {
  title: string;
  description: string;
  image: string | null;
  reward: RedemptionReward;
  value: number;
  cost: number;
  stock: number | null;
  limit_per_member: number | null;
  limit_per_day: number | null;
  enabled: boolean;
  sort_order: number;
}

export function addItem(ctx: Ctx, input: ItemInput): OperatorRedemptionItem {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  const now = ctx.clock.now();
  const id = Number(
    stmt(
      ctx.db,
      `INSERT INTO redemption_items (agent_id, title, description, image, reward, value, cost, stock, limit_per_member, limit_per_day, enabled, sort_order, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      agent.id,
      input.title,
      input.description,
      input.image,
      input.reward,
      storedValue(input.reward, input.value),
      input.cost,
      input.stock,
      input.limit_per_member,
      input.limit_per_day,
      input.enabled ? 1 : 0,
      input.sort_order,
      now,
      now,
    ).lastInsertRowid,
  );
  return toOperatorItem(itemById(ctx, id) as ItemRow);
}

/** Only the fields given change; the reward kind stays (a new kind is a new item, so history keeps its meaning). */
export function editItem(ctx: Ctx, id: number, edit: Partial<Omit<ItemInput, 'reward'>>): OperatorRedemptionItem {
  const row = itemById(ctx, id);
  if (!row) throw new AppError(ErrorCode.REDEEM_ITEM_NOT_FOUND);
  const next: ItemRow = {
    ...row,
    title: edit.title ?? row.title,
    description: edit.description ?? row.description,
    image: edit.image === undefined ? row.image : edit.image,
    value: edit.value === undefined ? row.value : storedValue(row.reward, edit.value),
    cost: edit.cost ?? row.cost,
    stock: edit.stock === undefined ? row.stock : edit.stock,
    limit_per_member: edit.limit_per_member === undefined ? row.limit_per_member : edit.limit_per_member,
    limit_per_day: edit.limit_per_day === undefined ? row.limit_per_day : edit.limit_per_day,
    enabled: edit.enabled === undefined ? row.enabled : edit.enabled ? 1 : 0,
    sort_order: edit.sort_order ?? row.sort_order,
  };
  stmt(
    ctx.db,
    `UPDATE redemption_items SET title = ?, description = ?, image = ?, value = ?, cost = ?, stock = ?, limit_per_member = ?,
       limit_per_day = ?, enabled = ?, sort_order = ?, updated_at = ? WHERE id = ?`,
  ).run(
    next.title,
    next.description,
    next.image,
    next.value,
    next.cost,
    next.stock,
    next.limit_per_member,
    next.limit_per_day,
    next.enabled,
    next.sort_order,
    ctx.clock.now(),
    id,
  );
  return toOperatorItem(itemById(ctx, id) as ItemRow);
}
