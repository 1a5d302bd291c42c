/**
 * The member's wallets, statement, withdrawals and limits. Without `--writes`
 * a withdrawal asks for more than the main wallet holds (refused); with it,
 * the smallest withdrawal is made and left pending for the agent key to
 * reject (refunded) in `operator.withdrawalReject`. A limit is "set" to the
 * value it already has, which changes nothing either way.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession, Skip, type CaseContext } from '../case.js';
import { shownCode } from './demo-codes.js';

const cents = (thb: number) => Math.round(thb * 100) / 100;

export function withdrawRules(ctx: CaseContext) {
  return ctx.data(CALLS.member.withdrawList, { query: {} }).then((list) => list.rules);
}

/** What refuses a withdrawal for reasons of the member's day, not of the contract. */
export const WITHDRAW_NOT_NOW = [
  ErrorCode.WITHDRAW_DAILY_COUNT,
  ErrorCode.WITHDRAW_PENDING_EXISTS,
  ErrorCode.WITHDRAW_TURNOVER_NOT_MET,
  ErrorCode.WITHDRAW_NO_BANK_ACCOUNT,
  ErrorCode.INSUFFICIENT_BALANCE,
  // an upstream that sends SMS codes asks for one before a first withdrawal to an account
  ErrorCode.OTP_REQUIRED,
];

/** The smallest withdrawal the member may make now, or a skip saying why not. */
export async function smallestWithdrawal(ctx: CaseContext): Promise<number> {
  const rules = await withdrawRules(ctx);
  if (rules.blocked_reason) throw new Skip(`the member cannot withdraw now: ${rules.blocked_reason}`);
  if (rules.withdrawable < rules.min_amount) throw new Skip(`the main wallet holds ${rules.withdrawable} THB, below the ${rules.min_amount} THB minimum`);
  return rules.min_amount;
}

export const memberCases = {
  wallets: defineCase(CALLS.member.wallets, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  points: defineCase(CALLS.member.points, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { body: { history: true, page: 1 } }, note: 'with the points history' };
  }),
  statement: defineCase(CALLS.member.statement, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  withdrawList: defineCase(CALLS.member.withdrawList, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { page: 1 } } };
  }),
  withdraw: defineCase(CALLS.member.withdraw, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) {
      const rules = await withdrawRules(ctx);
      return { kind: 'refusal', request: { body: { amount: cents(rules.withdrawable + 100) } }, because: 'more than the main wallet holds' };
    }
    const amount = await smallestWithdrawal(ctx);
    return {
      kind: 'success',
      request: { body: { amount, ...(await shownCode(ctx, { purpose: 'withdraw_account' }, 'member')) } },
      tolerate: WITHDRAW_NOT_NOW,
      note: `${amount} THB, pending`,
      onData: (data) => {
        ctx.state.withdrawalId = data.withdrawal.id;
      },
    };
  }),
  limits: defineCase(CALLS.member.limits, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  // Sending a limit's current value is neither stricter nor looser: nothing changes, so it runs without --writes.
  limitsUpdate: defineCase(CALLS.member.limitsUpdate, async (ctx) => {
    requireSession(ctx);
    const limits = await ctx.data(CALLS.member.limits, {});
    for (const field of ['deposit_daily', 'loss_daily'] as const) {
      const limit = limits[field];
      if (limit.pending === null) return { kind: 'success', request: { body: { [field]: limit.current } }, note: `${field} set to its own value` };
    }
    return { kind: 'skip', why: 'both money limits have a change waiting: sending either would replace it', request: { body: { loss_daily: 100 } } };
  }),
};
