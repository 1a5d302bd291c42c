/**
 * Cashback and the loss refund. The rates and both histories are reads. The claim: when
 * the member has no refund to claim (a fresh database, or no loss of 100 THB
 * yesterday) it is a refusal that changes nothing; when one waits it is
 * claimed only with `--writes` (the member's own refund into the main
 * wallet), else the case is a SKIP.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession } from '../case.js';

export const cashbackCases = {
  rates: defineCase(CALLS.cashback.rates, async () => ({ kind: 'success', request: {} })),
  lossHistory: defineCase(CALLS.cashback.lossHistory, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  turnoverHistory: defineCase(CALLS.cashback.turnoverHistory, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  lossClaim: defineCase(CALLS.cashback.lossClaim, async (ctx) => {
    requireSession(ctx);
    const { current } = await ctx.data(CALLS.cashback.lossHistory, { query: { page: 1 } });
    if (!current) return { kind: 'refusal', request: {}, because: 'no refund waits to be claimed' };
    if (!ctx.writes) return { kind: 'skip', why: `a refund of ${current.amount} THB waits: claimed only with --writes` };
    return {
      kind: 'success',
      request: {},
      tolerate: [ErrorCode.CASHBACK_ALREADY_CLAIMED, ErrorCode.CASHBACK_CLAIM_EXPIRED, ErrorCode.SELF_EXCLUDED],
      note: `the refund of ${current.day}: +${current.amount} THB`,
    };
  }),
};
