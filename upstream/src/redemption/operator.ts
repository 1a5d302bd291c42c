/**
 * The agent's side of the point shop (docs/decisions/0031): goods claims to
 * settle (a rejection refunds the points and the stock) and the items.
 */
import { sql, type Updateable } from 'kysely';
import type { ClaimStatus, OperatorRedemptionItem, RedemptionClaim, RedemptionReward } from '#shared/api/redemption.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { thbToSatang } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { post } from '../ledger/post.js';
import { itemById, itemRows, redemptionById, redemptionRef, toOperatorItem, toWire, type ItemRow, type RedemptionRow } from './service.js';

type ClaimRow = RedemptionRow & { username: string; full_name: string };
const toClaim = (row: ClaimRow): RedemptionClaim => ({ ...toWire(row), username: row.username, full_name: row.full_name });

/** Redemptions with the member's username and full name. */
function claimRows(ctx: Ctx) {
  return ctx.db
    .selectFrom('redemptions as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .selectAll('r')
    .select(['m.username', sql<string>`m.first_name || ' ' || m.last_name`.as('full_name')])
    .$narrowType<{ reward: RedemptionReward; claim_status: ClaimStatus | null }>();
}

/** Goods claims in `status`, oldest first: the agent sends them in the order they came. */
export async function claims(ctx: Ctx, status: ClaimStatus): Promise<RedemptionClaim[]> {
  const rows = await claimRows(ctx).where('r.claim_status', '=', status).orderBy('r.id').limit(200).execute();
  return rows.map(toClaim);
}

/**
 * Settles a pending claim once; runs inside the caller's transaction. A
 * rejection gives the points back (same ref) and the unit back to the stock.
 * The conditional UPDATE (`claim_status = 'pending'`) is the once: a second
 * decision at the same time waits for the row and then finds it decided.
 */
export async function decideClaim(ctx: Ctx, id: number, decision: 'fulfilled' | 'rejected', note: string | null): Promise<RedemptionClaim> {
  const now = ctx.clock.now();
  const row = await redemptionById(ctx, id);
  if (!row || row.claim_status === null) throw new AppError(ErrorCode.REDEEM_CLAIM_NOT_FOUND);
  const changed = await ctx.db
    .updateTable('redemptions')
    .set({ claim_status: decision, claim_note: note, decided_at: now })
    .where('id', '=', id)
    .where('claim_status', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new AppError(ErrorCode.REDEEM_CLAIM_NOT_PENDING);
  if (decision === 'rejected') {
    await post(ctx.db, { balance: 'points', memberId: row.member_id, amount: row.cost, kind: 'redeem', ref: redemptionRef(id), note: 'คืนแต้ม: ไม่อนุมัติการแลก', at: now });
    await ctx.db
      .updateTable('redemption_items')
      .set((eb) => ({ stock: eb('stock', '+', 1) }))
      .where('id', '=', row.item_id)
      .where('stock', 'is not', null)
      .execute();
  }
  return toClaim(await claimRows(ctx).where('r.id', '=', id).executeTakeFirstOrThrow());
}

export async function operatorItems(ctx: Ctx): Promise<OperatorRedemptionItem[]> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const rows = await itemRows(ctx).where('agent_id', '=', agent.id).orderBy('sort_order').orderBy('id').execute();
  return rows.map(toOperatorItem);
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

export async function addItem(ctx: Ctx, input: ItemInput): Promise<OperatorRedemptionItem> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const now = ctx.clock.now();
  const { id } = await ctx.db
    .insertInto('redemption_items')
    .values({
      agent_id: agent.id,
      title: input.title,
      description: input.description,
      image: input.image,
      reward: input.reward,
      value: storedValue(input.reward, input.value),
      cost: input.cost,
      stock: input.stock,
      limit_per_member: input.limit_per_member,
      limit_per_day: input.limit_per_day,
      enabled: input.enabled ? 1 : 0,
      sort_order: input.sort_order,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toOperatorItem((await itemById(ctx, id)) as ItemRow);
}

/**
 * Only the fields given change; the reward kind stays (a new kind is a new
 * item, so history keeps its meaning). Only those fields are written: an
 * edit of the title never puts back a stock that redeems took meanwhile.
 */
export async function editItem(ctx: Ctx, id: number, edit: Partial<Omit<ItemInput, 'reward'>>): Promise<OperatorRedemptionItem> {
  const row = await itemById(ctx, id);
  if (!row) throw new AppError(ErrorCode.REDEEM_ITEM_NOT_FOUND);
  const change: Updateable<DB['redemption_items']> = { updated_at: ctx.clock.now() };
  if (edit.title !== undefined) change.title = edit.title;
  if (edit.description !== undefined) change.description = edit.description;
  if (edit.image !== undefined) change.image = edit.image;
  if (edit.value !== undefined) change.value = storedValue(row.reward, edit.value);
  if (edit.cost !== undefined) change.cost = edit.cost;
  if (edit.stock !== undefined) change.stock = edit.stock;
  if (edit.limit_per_member !== undefined) change.limit_per_member = edit.limit_per_member;
  if (edit.limit_per_day !== undefined) change.limit_per_day = edit.limit_per_day;
  if (edit.enabled !== undefined) change.enabled = edit.enabled ? 1 : 0;
  if (edit.sort_order !== undefined) change.sort_order = edit.sort_order;
  await ctx.db.updateTable('redemption_items').set(change).where('id', '=', id).execute();
  return toOperatorItem((await itemById(ctx, id)) as ItemRow);
}
