/**
 * The agent's side of the daily jobs. Reads for the rates, the runs and the
 * affiliate report. Setting the rates: with `--writes` an empty change (every
 * rate keeps its latest value, from tomorrow), so nothing a member earns
 * changes; without it, a rate above 100 % is refused.
 */
import { CALLS } from '#shared/api/registry.js';
import { defineCase, requireAgentKey } from '../case.js';

export const dailyOperatorCases = {
  dailySettings: defineCase(CALLS.operator.dailySettings, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: {} };
  }),
  dailySettingsSet: defineCase(CALLS.operator.dailySettingsSet, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { body: { turnover_rate: 101 } }, because: 'a turnover rate above 100 %' };
    return { kind: 'success', request: { body: {} }, note: 'no rate changes: each keeps its latest value' };
  }),
  dailyRuns: defineCase(CALLS.operator.dailyRuns, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  affiliateReport: defineCase(CALLS.operator.affiliateReport, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: {} };
  }),
};
