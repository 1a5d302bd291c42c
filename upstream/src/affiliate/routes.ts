import type { affiliateCalls } from '#shared/api/affiliate.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { redeemCommission } from './balance.js';
import { countClick } from './clicks.js';
import { affiliateConfig, affiliateDays, affiliateNetwork, affiliateSummary, affiliateTransactions } from './reads.js';

/** The affiliate scheme: rates, the member's figures and downline, redeem (Idempotency-Key), and the link's clicks. */
export function affiliateHandlers(ctx: Ctx): Handlers<typeof affiliateCalls> {
  return {
    configs: ({ query }) => affiliateConfig(ctx, query.agent_id),
    summary: ({ member }) => affiliateSummary(ctx, member.memberId),
    transactions: ({ member, query }) => affiliateTransactions(ctx, member.memberId, query.page),
    transactionsV2: ({ member, query }) => affiliateDays(ctx, member.memberId, query),
    network: ({ member, body }) => affiliateNetwork(ctx, member.memberId, body.level, body.page),
    redeem: ({ member }) => redeemCommission(ctx, member.memberId),
    click: ({ body, req }) => countClick(ctx, body.code, req.ip ?? 'unknown'),
  };
}
