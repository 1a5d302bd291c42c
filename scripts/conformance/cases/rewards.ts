/**
 * Promotions and coupons. Accepting the promotion a member already holds
 * (not yet funded) changes nothing, so it runs in every mode; otherwise,
 * without `--writes`, an unknown promotion and an unknown coupon are refused.
 * With it, the member accepts the promotion with the highest minimum deposit
 * among those whose rule lets them take it (it waits for their next deposit)
 * and redeems `--coupon`.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession, Skip } from '../case.js';
import { UNKNOWN_ID } from '../world.js';

const UNKNOWN_COUPON = 'CONFORMANCE-NO-SUCH-CODE';

export const promotionCases = {
  list: defineCase(CALLS.promotion.list, async () => ({ kind: 'success', request: {} })),
  active: defineCase(CALLS.promotion.active, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  accept: defineCase(CALLS.promotion.accept, async (ctx) => {
    requireSession(ctx);
    const held = await ctx.data(CALLS.promotion.active, {});
    if (held?.status === 'accepted') {
      return { kind: 'success', request: { body: { promotion_id: held.promotion.promotion_id } }, note: 'the promotion the member already holds' };
    }
    if (held?.status === 'active') {
      return { kind: 'refusal', request: { body: { promotion_id: held.promotion.promotion_id } }, because: 'a promotion is running its turnover' };
    }
    if (!ctx.writes) return { kind: 'refusal', request: { body: { promotion_id: UNKNOWN_ID } }, because: 'a promotion that does not exist' };
    const promotions = await ctx.data(CALLS.promotion.list, {});
    const open = promotions.filter((p) => p.unavailable_reason === null);
    const chosen = [...open].sort((a, b) => b.min_deposit - a.min_deposit)[0];
    if (!chosen) {
      const refused = promotions[0];
      if (!refused) throw new Skip('the upstream offers no promotion');
      return { kind: 'refusal', request: { body: { promotion_id: refused.promotion_id } }, because: `its rule refuses the member: ${refused.unavailable_reason}` };
    }
    return {
      kind: 'success',
      request: { body: { promotion_id: chosen.promotion_id } },
      // The list and the accept are two calls: a rule may stop holding in between (a deposit confirmed meanwhile).
      tolerate: [
        ErrorCode.PLAY_TIMEOUT,
        ErrorCode.SELF_EXCLUDED,
        ErrorCode.PROMOTION_FIRST_DEPOSIT_ONLY,
        ErrorCode.PROMOTION_NEW_MEMBER_ONLY,
        ErrorCode.PROMOTION_ONCE_PER_DAY,
        ErrorCode.PROMOTION_ONCE_PER_MEMBER,
      ],
      note: `"${chosen.title}" waits for the next deposit of ${chosen.min_deposit} THB or more`,
    };
  }),
};

export const couponCases = {
  history: defineCase(CALLS.coupon.history, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  redeem: defineCase(CALLS.coupon.redeem, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { body: { code: UNKNOWN_COUPON } }, because: 'a code that does not exist' };
    return {
      kind: 'success',
      request: { body: { code: ctx.options.coupon } },
      tolerate: [ErrorCode.COUPON_NOT_FOUND, ErrorCode.COUPON_EXPIRED, ErrorCode.COUPON_QUOTA_USED, ErrorCode.COUPON_ALREADY_USED],
      note: `coupon ${ctx.options.coupon}`,
    };
  }),
};
