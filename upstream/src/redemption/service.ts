/**
 * The point shop (docs/decisions/0031). A redeem checks, in this order: the
 * play guard (self-exclusion, time-out), the item (exists, switched on), the
 * stock, the member's limits (ever, then today) and the points. Then, in the
 * caller's transaction: the stock is taken by one conditional UPDATE, the
 * points leave through `post` and the reward arrives through the ledger
 * (credit), the free-spin entries (spins) or as a claim waiting for the agent
 * (goods). Any refusal throws before a row is written, or rolls back with
 * the transaction, so it changes nothing.
 */
import type { Selectable } from 'kysely';
import type { Paged } from '#shared/api/common.js';
import type {
  ClaimStatus,
  OperatorRedemptionItem,
  RedeemResponse,
  Redemption,
  RedemptionCalc,
  RedemptionItem,
  RedemptionList,
  RedemptionReward,
} from '#shared/api/redemption.js';
import { DEFAULT_AGENT_CODE, WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import { requireSite } from '../site/sites.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { post } from '../ledger/post.js';
import { pointsOf, walletIdOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '#shared/dates/calendar.js';

export const REDEMPTION_PAGE_SIZE = 20;

/** An item's row, its reward typed as the migration's CHECK allows (the schema says only text). */
export type ItemRow = Omit<Selectable<DB['redemption_items']>, 'reward'> & { reward: RedemptionReward };
export type RedemptionRow = Omit<Selectable<DB['redemptions']>, 'reward' | 'claim_status'> & {
  reward: RedemptionReward;
  claim_status: ClaimStatus | null;
};

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

/** The shop's items, every column, their reward typed. */
export function itemRows(ctx: Ctx) {
  return ctx.db.selectFrom('redemption_items').selectAll().$narrowType<{ reward: RedemptionReward }>();
}

export function itemById(ctx: Ctx, id: number): Promise<ItemRow | undefined> {
  return itemRows(ctx).where('id', '=', id).executeTakeFirst();
}

/** Redemptions, every column, their reward and claim typed. */
export function redemptionRows(ctx: Ctx) {
  return ctx.db.selectFrom('redemptions').selectAll().$narrowType<{ reward: RedemptionReward; claim_status: ClaimStatus | null }>();
}

export function redemptionById(ctx: Ctx, id: number): Promise<RedemptionRow | undefined> {
  return redemptionRows(ctx).where('id', '=', id).executeTakeFirst();
}

/** The shop window: the same for everyone; a member (`memberId`) also gets their points. */
export async function listItems(ctx: Ctx, memberId: number | undefined): Promise<RedemptionList> {
  const agent = await requireSite(ctx.db, DEFAULT_AGENT_CODE);
  const rows = await itemRows(ctx).where('agent_id', '=', agent.id).where('enabled', '=', 1).orderBy('sort_order').orderBy('id').execute();
  return { items: rows.map(toWireItem), points: memberId === undefined ? null : await pointsOf(ctx.db, memberId) };
}

async function redeemedBetween(ctx: Ctx, itemId: number, memberId: number, from: number, to: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_id', '=', itemId)
    .where('member_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    // A rejected claim gave nothing, so it does not use up a limit.
    .where((eb) => eb.or([eb('claim_status', 'is', null), eb('claim_status', '<>', 'rejected')]))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Every rule a redeem must pass, in order; throws the first it breaks. Reads
 * only. The member's own counts hold for the redeem because the member's
 * calls run one after another (the idempotency wrapper's member lock); the
 * stock is re-checked by the redeem's conditional UPDATE.
 */
async function assertRedeemable(ctx: Ctx, memberId: number, item: ItemRow | undefined, now: number): Promise<ItemRow> {
  await assertMayPlay(ctx, memberId, now);
  if (!item) throw new AppError(ErrorCode.REDEEM_ITEM_NOT_FOUND);
  if (item.enabled !== 1) throw new AppError(ErrorCode.REDEEM_ITEM_OFF);
  if (item.stock !== null && item.stock <= 0) throw new AppError(ErrorCode.REDEEM_OUT_OF_STOCK);
  if (item.limit_per_member !== null && (await redeemedBetween(ctx, item.id, memberId, 0, Number.MAX_SAFE_INTEGER)) >= item.limit_per_member) {
    throw new AppError(ErrorCode.REDEEM_MEMBER_LIMIT, undefined, { limit: item.limit_per_member });
  }
  if (item.limit_per_day !== null) {
    const [start, end] = bangkokToday(now);
    if ((await redeemedBetween(ctx, item.id, memberId, start, end)) >= item.limit_per_day) {
      throw new AppError(ErrorCode.REDEEM_DAILY_LIMIT, undefined, { limit: item.limit_per_day, next_at: wireTime(end) });
    }
  }
  const points = await pointsOf(ctx.db, memberId);
  if (points < item.cost) throw new AppError(ErrorCode.REDEEM_POINTS_SHORT, undefined, { points, cost: item.cost });
  return item;
}

/** The preview: the same checks as a redeem, answered instead of thrown; writes nothing. */
export async function calcRedeem(ctx: Ctx, memberId: number, itemId: number): Promise<RedemptionCalc> {
  const item = await itemById(ctx, itemId);
  if (!item) throw new AppError(ErrorCode.REDEEM_ITEM_NOT_FOUND);
  const points = await pointsOf(ctx.db, memberId);
  let refusal: RedemptionCalc['refusal'] = null;
  try {
    await assertRedeemable(ctx, memberId, item, ctx.clock.now());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = { error: error.code, message: error.message };
  }
  return { item: toWireItem(item), cost: item.cost, points, points_after: refusal ? points : points - item.cost, refusal };
}

/**
 * Takes one unit of a stocked item: one conditional UPDATE, atomic on both
 * engines (on PostgreSQL a second redeem waits for the row and re-checks
 * `stock > 0` on what the first committed), so the stock is never oversold
 * whatever the read before it saw.
 */
async function takeStock(ctx: Ctx, itemId: number): Promise<boolean> {
  const taken = await ctx.db
    .updateTable('redemption_items')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', itemId)
    .where('stock', '>', 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Runs inside the caller's transaction (the idempotency helper's). */
export async function redeemItem(ctx: Ctx, memberId: number, itemId: number): Promise<RedeemResponse> {
  const now = ctx.clock.now();
  const item = await assertRedeemable(ctx, memberId, await itemById(ctx, itemId), now);
  if (item.stock !== null && !(await takeStock(ctx, item.id))) throw new AppError(ErrorCode.REDEEM_OUT_OF_STOCK);
  const row = await ctx.db
    .insertInto('redemptions')
    .values({
      item_id: item.id,
      member_id: memberId,
      title: item.title,
      reward: item.reward,
      value: item.value,
      cost: item.cost,
      claim_status: item.reward === 'goods' ? 'pending' : null,
      created_at: now,
    })
    .returningAll()
    .$narrowType<{ reward: RedemptionReward; claim_status: ClaimStatus | null }>()
    .executeTakeFirstOrThrow();
  const ref = redemptionRef(row.id);
  const points = (await post(ctx.db, { balance: 'points', memberId, amount: -item.cost, kind: 'redeem', ref, note: item.title, at: now })).balanceAfter;
  switch (item.reward) {
    case 'bonus_credit':
    case 'main_credit': {
      const walletId = await walletIdOf(ctx.db, memberId, item.reward === 'bonus_credit' ? WalletType.BONUS : WalletType.MAIN);
      await post(ctx.db, { balance: 'money', walletId, amount: item.value, kind: 'redeem', ref, note: item.title, at: now });
      break;
    }
    case 'free_spins':
      await post(ctx.db, { balance: 'free_spins', memberId, amount: item.value, kind: 'redeem', ref, at: now });
      break;
    case 'goods':
      break;
  }
  return { redemption: toWire(row), points };
}

export async function redemptionHistory(ctx: Ctx, memberId: number, page: number): Promise<Paged<Redemption>> {
  const { total } = await ctx.db
    .selectFrom('redemptions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await redemptionRows(ctx)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(REDEMPTION_PAGE_SIZE)
    .offset((page - 1) * REDEMPTION_PAGE_SIZE)
    .execute();
  return { items: rows.map(toWire), page, page_size: REDEMPTION_PAGE_SIZE, total };
}
