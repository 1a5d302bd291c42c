/**
 * The affiliate scheme. Reads for the member's figures; the click is counted
 * for the member's own code only with `--writes` (one visit a day from the
 * kit's address), else an unknown code counts nothing. The redeem is a
 * refusal while the commission balance is below the minimum (always, on a
 * fresh database); a balance that reached it is redeemed only with
 * `--writes`.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession } from '../case.js';

export const affiliateCases = {
  configs: defineCase(CALLS.affiliate.configs, async () => ({ kind: 'success', request: {} })),
  summary: defineCase(CALLS.affiliate.summary, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  transactions: defineCase(CALLS.affiliate.transactions, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  transactionsV2: defineCase(CALLS.affiliate.transactionsV2, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  network: defineCase(CALLS.affiliate.network, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { body: { level: 1 as const } } };
  }),
  click: defineCase(CALLS.affiliate.click, async (ctx) => {
    if (!ctx.writes || !ctx.session) return { kind: 'success', request: { body: { code: 'NO-SUCH-REF' } }, note: 'an unknown code: counts nothing' };
    const { code } = await ctx.data(CALLS.affiliate.summary, {});
    return { kind: 'success', request: { body: { code } }, note: `one visit to the member's own link ${code}` };
  }),
  redeem: defineCase(CALLS.affiliate.redeem, async (ctx) => {
    requireSession(ctx);
    const { balance, min_redeem: min } = await ctx.data(CALLS.affiliate.summary, {});
    if (balance <= 0 || balance < min) return { kind: 'refusal', request: {}, because: `the commission balance ${balance} THB is below ${min} THB` };
    if (!ctx.writes) return { kind: 'skip', why: `a commission balance of ${balance} THB: redeemed only with --writes` };
    return { kind: 'success', request: {}, tolerate: [ErrorCode.AFFILIATE_BELOW_MIN], note: `+${balance} THB into the main wallet` };
  }),
};
