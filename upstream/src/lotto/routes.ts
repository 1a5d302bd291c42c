import type { lottoBillCalls } from '#shared/api/lotto/bills.js';
import type { lottoRoundCalls } from '#shared/api/lotto/rounds.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { billDetail, listBills } from './bill-list.js';
import { cancelBill, createBill, validateBill } from './bills.js';
import { lobby } from './lobby.js';
import { categoryRates, roundLimits, roundRates } from './rate-queries.js';
import { listResults, listRounds, roundDetail, roundResult } from './round-queries.js';
import { categoryRules } from './rules.js';

/** The lotto calls of docs/product.md §7. Reading rounds, rates and results is public; bills need a member (decision 0010). */
export function lottoHandlers(ctx: Ctx): Handlers<typeof lottoRoundCalls & typeof lottoBillCalls> {
  return {
    lobby: () => lobby(ctx),
    rounds: ({ query }) => listRounds(ctx, query),
    round: ({ query }) => roundDetail(ctx, query.round_id),
    result: ({ query }) => roundResult(ctx, query.round_id),
    results: ({ query }) => listResults(ctx, query),
    rule: ({ query }) => categoryRules(ctx, query.category_id),
    rate: ({ query }) => roundRates(ctx, query.round_id),
    rates: ({ query }) => categoryRates(ctx, query),
    limit: ({ query }) => roundLimits(ctx, query.round_id),

    billValidate: ({ body }) => validateBill(ctx, body),
    // Both once per Idempotency-Key (mountCalls): a repeated cancel answers the first cancel, not "cannot be cancelled".
    billCreate: ({ body, member }) => createBill(ctx, member.memberId, body),
    billCancel: ({ body, member }) => cancelBill(ctx, member.memberId, body.bill_id),
    billList: ({ query, member }) => listBills(ctx, member.memberId, query),
    billDetail: ({ query, member }) => billDetail(ctx, member.memberId, query.bill_id),
  };
}
