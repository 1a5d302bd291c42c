/**
 * The point shop and its operator side. Without `--writes`: reads, a calc
 * (it changes nothing), and refusals for an unknown item or claim. With it:
 * the member buys the cheapest goods item (a claim), the agent rejects it
 * (the points come back), the member buys it again and the agent fulfils
 * that one; the agent adds a switched-off item (members never see it) and
 * edits it.
 */
import { CALLS } from '#shared/api/registry.js';
import type { RedemptionItem } from '#shared/api/redemption.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireAgentKey, requireSession, Skip, type CaseContext } from '../case.js';
import { UNKNOWN_ID } from '../world.js';

const KIT_ITEM = 'ทดสอบระบบ (conformance kit)';
const NOTE = 'ทดสอบระบบ (conformance kit)';

/** Refusals that mean the member cannot buy now (points spent, limit used on an earlier run): a SKIP. */
const CANNOT_BUY_NOW = [
  ErrorCode.REDEEM_POINTS_SHORT,
  ErrorCode.REDEEM_OUT_OF_STOCK,
  ErrorCode.REDEEM_MEMBER_LIMIT,
  ErrorCode.REDEEM_DAILY_LIMIT,
  ErrorCode.PLAY_TIMEOUT,
  ErrorCode.SELF_EXCLUDED,
] as const;

async function cheapestGoods(ctx: CaseContext): Promise<RedemptionItem> {
  const { items } = await ctx.data(CALLS.redemption.list, {});
  const goods = items.filter((item) => item.reward === 'goods' && item.stock !== 0).sort((a, b) => a.cost - b.cost)[0];
  if (!goods) throw new Skip('the shop has no goods in stock');
  return goods;
}

/** A pending claim: the oldest waiting, or a new purchase of the cheapest goods. */
async function pendingClaim(ctx: CaseContext): Promise<number> {
  const waiting = await ctx.data(CALLS.operator.redemptionClaims, { query: { status: 'pending' } });
  if (waiting[0]) return waiting[0].id;
  const goods = await cheapestGoods(ctx);
  return (await ctx.data(CALLS.redemption.redeem, { body: { item_id: goods.item_id } })).redemption.id;
}

async function kitItemId(ctx: CaseContext): Promise<number> {
  const items = await ctx.data(CALLS.operator.redemptionItems, {});
  const mine = items.find((item) => item.title === KIT_ITEM);
  if (mine) return mine.item_id;
  return (await ctx.data(CALLS.operator.redemptionItemAdd, { body: { title: KIT_ITEM, reward: 'goods', cost: 1, stock: 0, enabled: false } })).item.item_id;
}

export const redemptionCases = {
  // The shop window is public: a visitor gets the items, with no points.
  list: defineCase(CALLS.redemption.list, async () => ({ kind: 'success', request: {}, note: 'as a visitor' })),
  history: defineCase(CALLS.redemption.history, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  calc: defineCase(CALLS.redemption.calc, async (ctx) => {
    requireSession(ctx);
    const { items } = await ctx.data(CALLS.redemption.list, {});
    const item = items[0];
    if (!item) return { kind: 'refusal', request: { body: { item_id: UNKNOWN_ID } }, because: 'the shop is empty: an item that does not exist' };
    return { kind: 'success', request: { body: { item_id: item.item_id } }, note: `"${item.title}" (changes nothing)` };
  }),
  redeem: defineCase(CALLS.redemption.redeem, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { body: { item_id: UNKNOWN_ID } }, because: 'an item that does not exist' };
    const goods = await cheapestGoods(ctx);
    return { kind: 'success', request: { body: { item_id: goods.item_id } }, tolerate: CANNOT_BUY_NOW, note: `"${goods.title}" for ${goods.cost} points` };
  }),
};

export const redemptionOperatorCases = {
  redemptionClaims: defineCase(CALLS.operator.redemptionClaims, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { status: 'pending' as const } } };
  }),
  redemptionClaimReject: defineCase(CALLS.operator.redemptionClaimReject, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: {} }, because: 'a claim that does not exist' };
    requireSession(ctx);
    const id = await pendingClaim(ctx);
    return { kind: 'success', request: { params: { id }, body: { note: NOTE } }, tolerate: [ErrorCode.REDEEM_CLAIM_NOT_PENDING], note: `claim ${id} rejected, points back` };
  }),
  redemptionClaimFulfil: defineCase(CALLS.operator.redemptionClaimFulfil, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: {} }, because: 'a claim that does not exist' };
    requireSession(ctx);
    const id = await pendingClaim(ctx);
    return { kind: 'success', request: { params: { id }, body: { note: NOTE } }, tolerate: [ErrorCode.REDEEM_CLAIM_NOT_PENDING], note: `claim ${id} fulfilled` };
  }),
  redemptionItems: defineCase(CALLS.operator.redemptionItems, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: {} };
  }),
  redemptionItemAdd: defineCase(CALLS.operator.redemptionItemAdd, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { body: { title: '', reward: 'goods' as const, cost: 0 } }, because: 'an item without a title or cost' };
    const items = await ctx.data(CALLS.operator.redemptionItems, {});
    if (items.some((item) => item.title === KIT_ITEM)) {
      return { kind: 'refusal', request: { body: { title: KIT_ITEM, reward: 'goods' as const, cost: 0 } }, because: 'an item that costs no points' };
    }
    return {
      kind: 'success',
      request: { body: { title: KIT_ITEM, reward: 'goods' as const, cost: 1, stock: 0, enabled: false } },
      note: 'switched off, no stock: members never see it',
    };
  }),
  redemptionItemEdit: defineCase(CALLS.operator.redemptionItemEdit, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: { enabled: false } }, because: 'an item that does not exist' };
    const id = await kitItemId(ctx);
    return { kind: 'success', request: { params: { id }, body: { description: NOTE, enabled: false } }, note: `item ${id} stays switched off` };
  }),
};
