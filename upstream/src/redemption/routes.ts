import type { redemptionCalls, redemptionOperatorCalls } from '#shared/api/redemption.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import type { Handlers } from '../http/mount.js';
import { addItem, claims, decideClaim, editItem, operatorItems } from './operator.js';
import { calcRedeem, listItems, redeemItem, redemptionHistory } from './service.js';

/** The point shop: list (anyone; points for a member), calc (reads only), redeem (Idempotency-Key), history. */
export function redemptionHandlers(ctx: Ctx): Handlers<typeof redemptionCalls> {
  return {
    list: ({ member }) => listItems(ctx, member?.memberId),
    calc: ({ member, body }) => calcRedeem(ctx, member.memberId, body.item_id),
    redeem: ({ member, body }) => redeemItem(ctx, member.memberId, body.item_id),
    history: ({ member, query }) => redemptionHistory(ctx, member.memberId, query.page),
  };
}

/** The agent's side: goods claims to settle (reject refunds the points) and the items. */
export function redemptionOperatorHandlers(ctx: Ctx): Handlers<typeof redemptionOperatorCalls> {
  const decide = async (id: number, decision: 'fulfilled' | 'rejected', note: string | undefined) => ({
    claim: await inTransaction(ctx.db, () => decideClaim(ctx, id, decision, note || null)),
  });
  return {
    redemptionClaims: ({ query }) => claims(ctx, query.status),
    redemptionClaimFulfil: ({ params, body }) => decide(params.id, 'fulfilled', body.note),
    redemptionClaimReject: ({ params, body }) => decide(params.id, 'rejected', body.note),
    redemptionItems: () => operatorItems(ctx),
    redemptionItemAdd: async ({ body }) => ({ item: await addItem(ctx, body) }),
    redemptionItemEdit: async ({ params, body }) => ({ item: await editItem(ctx, params.id, body) }),
  };
}
