/**
 * The point shop (docs/decisions/0031). A redeem checks, in this order: the
 * play guard (self-exclusion, time-out), the item (exists, switched on), the
 * stock, the member's limits (ever, then today) and the points. Then, in the
 * caller's transaction: the stock is taken by one conditional UPDATE, the
 * points leave through `postPoints` and the reward arrives through the ledger
 * (credit), the free-spin entries (spins) or as a claim waiting for the agent
 * (goods). Any refusal throws before a row is written, or rolls back with
 * the transaction, so it changes nothing.
 */
import type { Paged } from '@shared/api/common.js';
import type {
  ClaimStatus,
  OperatorRedemptionItem,
  RedeemResponse,
  Redemption,
  RedemptionCalc,
  RedemptionItem,
  RedemptionList,
  RedemptionReward,
} from '@shared/api/redemption.js';
import { DEFAULT_AGENT_CODE, WalletType } from '@shared/constants.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import { requireAgent } from '../agent/agents.js';
import type { Ctx } from '../context.js';
import { postFreeSpins } from '../ledger/free-spins.js';
import { stmt } from '../db/statements.js';
import { postEntry, postPoints } from '../ledger/ledger.js';
import { pointsOf, walletIdOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '../lotto/time.js';

export const REDEMPTION_PAGE_SIZE = 20;

export interface ItemRow {
  id: number;
  agent_id: number;
  title: string;
  description: string;
  image: string | null;
  reward: RedemptionReward;
  value: number;
  cost: number;
  stock: number | null;
  limit_per_member: number | null;
  limit_per_day: number | null;
  enabled: number;
  sort_order: number;
  created_at: number;
  updated_at: number;
}

export interface RedemptionRow {
  id: number;
  item_id: number;
  member_id: number;
  title: string;
  reward: RedemptionReward;
  value: number;
  cost: number;
  claim_status: ClaimStatus | null;
  claim_note: string | null;
  created_at: number;
}

export const redemptionRef = (redemptionId: number) => `redemption:${redemptionId}`;

const isCredit = (reward: RedemptionReward) => reward === 'bonus_credit' || reward === 'main_credit';
/** Credit is satang inside, THB on the wire; spins and goods are counts. */
const wireValue = (reward: RedemptionReward, value: number) => (isCredit(reward) ? satangToThb(value) : value);

export function toWireItem(row: ItemRow): RedemptionItem {
  return {
    item_id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    reward: row.reward,
    value: wireValue(row.reward, row.value),
    cost: row.cost,
    stock: row.stock,
    limit_per_member: row.limit_per_member,
    limit_per_day: row.limit_per_day,
  };
}

export function toOperatorItem(row: ItemRow): OperatorRedemptionItem {
  return { ...toWireItem(row), enabled: row.enabled === 1, sort_order: row.sort_order };
}

export const toWire = (row: RedemptionRow): Redemption => ({
  id: row.id,
  item_id: row.item_id,
  title: row.title,
  reward: row.reward,
  value: wireValue(row.reward, row.value),
  cost: row.cost,
  claim_status: row.claim_status,
  claim_note: row.claim_note,
  created_at: wireTime(row.created_at),
});

export function itemById(ctx: Ctx, id: number): ItemRow | undefined {
  return stmt<[number], ItemRow>(ctx.db, 'SELECT * FROM redemption_items WHERE id = ?').get(id);
}

/** The shop window: the same for everyone; a member (`memberId`) also gets their points. */
export function listItems(ctx: Ctx, memberId: number | undefined): RedemptionList {
  const agent = requireAgent(ctx.db, DEFAULT_AGENT_CODE);
  const items = stmt<[number], ItemRow>(ctx.db, 'SELECT * FROM redemption_items WHERE agent_id = ? AND enabled = 1 ORDER BY sort_order, id')
    .all(agent.id)
    .map(toWireItem);
  return { items, points: memberId === undefined ? null : pointsOf(ctx.db, memberId) };
}

// A rejected claim gave nothing, so it does not use up a limit.
const COUNTS_SQL = `SELECT COUNT(*) FROM redemptions
  WHERE item_id = ? AND member_id = ? AND created_at >= ? AND created_at < ? AND (claim_status IS NULL OR claim_status <> 'rejected')`;

function redeemedBetween(ctx: Ctx, itemId: number, memberId: number, from: number, to: number): number {
  return stmt<[number, number, number, number], number>(ctx.db, COUNTS_SQL).pluck().get(itemId, memberId, from, to) as number;
}

/** Every rule a redeem must pass, in order; throws the first it breaks. Reads only. */
function assertRedeemable(ctx: Ctx, memberId: number, item: ItemRow | undefined, now: number): asserts item is ItemRow {
  assertMayPlay(ctx, memberId, now);
  if (!item) throw new AppError(ErrorCode.REDEEM_ITEM_NOT_FOUND);
  if (item.enabled !== 1) throw new AppError(ErrorCode.REDEEM_ITEM_OFF);
  if (item.stock !== null && item.stock <= 0) throw new AppError(ErrorCode.REDEEM_OUT_OF_STOCK);
  if (item.limit_per_member !== null && redeemedBetween(ctx, item.id, memberId, 0, Number.MAX_SAFE_INTEGER) >= item.limit_per_member) {
    throw new AppError(ErrorCode.REDEEM_MEMBER_LIMIT, undefined, { limit: item.limit_per_member });
  }
  if (item.limit_per_day !== null) {
    const [start, end] = bangkokToday(now);
    if (redeemedBetween(ctx, item.id, memberId, start, end) >= item.limit_per_day) {
      throw new AppError(ErrorCode.REDEEM_DAILY_LIMIT, undefined, { limit: item.limit_per_day, next_at: wireTime(end) });
    }
  }
  const points = pointsOf(ctx.db, memberId);
  if (points < item.cost) throw new AppError(ErrorCode.REDEEM_POINTS_SHORT, undefined, { points, cost: item.cost });
}

/** The preview: the same checks as a redeem, answered instead of thrown; writes nothing. */
export function calcRedeem(ctx: Ctx, memberId: number, itemId: number): RedemptionCalc {
  const item = itemById(ctx, itemId);
  if (!item) throw new AppError(ErrorCode.REDEEM_ITEM_NOT_FOUND);
  const points = pointsOf(ctx.db, memberId);
  let refusal: RedemptionCalc['refusal'] = null;
  try {
    assertRedeemable(ctx, memberId, item, ctx.clock.now());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = { error: error.code, message: error.message };
  }
  return { item: toWireItem(item), cost: item.cost, points, points_after: refusal ? points : points - item.cost, refusal };
}


export const REDEMPTION_BY_ID = 'SELECT * FROM redemptions WHERE id = ?';

/** Runs inside the caller's transaction (the idempotency helper's). */
export function redeemItem(ctx: Ctx, memberId: number, itemId: number): RedeemResponse {
  const now = ctx.clock.now();
  const item = itemById(ctx, itemId);
  assertRedeemable(ctx, memberId, item, now);
  if (item.stock !== null) {
    // The read above may be stale under concurrency in other engines; this UPDATE is the guard that counts.
    const taken = stmt(ctx.db, 'UPDATE redemption_items SET stock = stock - 1 WHERE id = ? AND stock > 0').run(item.id).changes;
    if (taken === 0) throw new AppError(ErrorCode.REDEEM_OUT_OF_STOCK);
  }
  const id = Number(
    stmt(
      ctx.db,
      `INSERT INTO redemptions (item_id, member_id, title, reward, value, cost, claim_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(item.id, memberId, item.title, item.reward, item.value, item.cost, item.reward === 'goods' ? 'pending' : null, now).lastInsertRowid,
  );
  const ref = redemptionRef(id);
  const points = postPoints(ctx.db, { memberId, amount: -item.cost, kind: 'redeem', ref, note: item.title, at: now }).balanceAfter;
  switch (item.reward) {
    case 'bonus_credit':
    case 'main_credit': {
      const wallet = item.reward === 'bonus_credit' ? WalletType.BONUS : WalletType.MAIN;
      postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, wallet), amount: item.value, kind: 'redeem', ref, note: item.title, at: now });
      break;
    }
    case 'free_spins':
      postFreeSpins(ctx.db, { memberId, amount: item.value, kind: 'redeem', ref, at: now });
      break;
    case 'goods':
      break;
  }
  const row = stmt<[number], RedemptionRow>(ctx.db, REDEMPTION_BY_ID).get(id) as RedemptionRow;
  return { redemption: toWire(row), points };
}

export function redemptionHistory(ctx: Ctx, memberId: number, page: number): Paged<Redemption> {
  const total = stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM redemptions WHERE member_id = ?').pluck().get(memberId) as number;
  const rows = stmt<[number, number, number], RedemptionRow>(
    ctx.db,
    'SELECT * FROM redemptions WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ).all(memberId, REDEMPTION_PAGE_SIZE, (page - 1) * REDEMPTION_PAGE_SIZE);
  return { items: rows.map(toWire), page, page_size: REDEMPTION_PAGE_SIZE, total };
}
