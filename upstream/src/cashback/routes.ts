import type { cashbackCalls } from '#shared/api/cashback.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { cashbackRatesToday } from '../daily/wire.js';
import { claimLossRefund, lossHistory } from './loss.js';
import { turnoverHistory } from './turnover.js';

/** The rates for anyone; the member's loss refund claim (Idempotency-Key) and both histories. */
export function cashbackHandlers(ctx: Ctx): Handlers<typeof cashbackCalls> {
  return {
    rates: () => cashbackRatesToday(ctx),
    lossClaim: ({ member }) => claimLossRefund(ctx, member.memberId),
    lossHistory: ({ member, query }) => lossHistory(ctx, member.memberId, query),
    turnoverHistory: ({ member, query }) => turnoverHistory(ctx, member.memberId, query),
  };
}
