/**
 * The operator (agent) calls, with `--agent-key`. Without `--writes` every
 * decision names a deposit, withdrawal or round it cannot change (unknown, or
 * already final) and a credit goes to a phone number no member uses. With it:
 * the deposit `payment.generateQr` made is rejected, a second one confirmed;
 * the withdrawal `member.withdraw` made is rejected (refunded), a second one
 * approved; the member gets 1 THB and then gives it back; a notification is
 * sent to the member; an upcoming round is cancelled and a closed round
 * waiting for its result gets one.
 */
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import type { RoundResultRequest } from '#shared/api/lotto/operator.js';
import { defineCase, requireAgentKey, requireSession, type CaseContext } from '../case.js';
import { closedAgentRound, digits, resultedRound, unusedUsername, upcomingRound, UNKNOWN_ID, UNKNOWN_REF, type PlacedRound } from '../world.js';
import { ensureThrowaway } from './auth.js';
import { smallestWithdrawal } from './member.js';
import { makeDeposit } from './payment.js';

const REASON = 'ทดสอบระบบ (conformance kit)';

function resultFor({ category }: PlacedRound): RoundResultRequest {
  if (category.kind !== 'thai') return { top3: digits(3), bottom2: digits(2) };
  const firstPrize = digits(6);
  return { first_prize: firstPrize, top3: firstPrize.slice(3), bottom2: digits(2), front3: [digits(3), digits(3)], back3: [digits(3), digits(3)] };
}

/** A withdrawal left pending by `member.withdraw`, or a new one. */
async function pendingWithdrawal(ctx: CaseContext): Promise<number> {
  const made = ctx.state.withdrawalId;
  ctx.state.withdrawalId = undefined;
  if (made !== undefined) return made;
  const amount = await smallestWithdrawal(ctx);
  return (await ctx.data(CALLS.member.withdraw, { body: { amount } })).withdrawal.id;
}

export const operatorCases = {
  // Before auth.resetPasswordV2, which sets the kit's own member's password with this link.
  resetLink: defineCase(CALLS.operator.resetLink, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) {
      return { kind: 'refusal', request: { body: { username: await unusedUsername(ctx) } }, because: 'a phone number no member uses' };
    }
    const member = await ensureThrowaway(ctx);
    return {
      kind: 'success',
      request: { body: { username: member.username } },
      note: `on ${member.username}`,
      onData: (data) => {
        ctx.state.resetToken = new URLSearchParams(data.path.slice(data.path.indexOf('?') + 1)).get('token') ?? undefined;
      },
    };
  }),
  smsOutbox: defineCase(CALLS.operator.smsOutbox, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: {} };
  }),
  members: defineCase(CALLS.operator.members, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { q: ctx.session?.username.slice(0, 6) ?? '08' } } };
  }),
  credit: defineCase(CALLS.operator.credit, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes || !ctx.session) {
      const body = { username: await unusedUsername(ctx), amount: 1, reason: REASON };
      return { kind: 'refusal', request: { body }, because: 'a phone number no member uses' };
    }
    const { username } = ctx.session;
    return {
      kind: 'success',
      request: { body: { username, amount: 1, reason: REASON } },
      note: '+1 THB, then taken back',
      onData: async () => {
        await ctx.data(CALLS.operator.credit, { body: { username, amount: -1, reason: REASON } });
      },
    };
  }),
  broadcast: defineCase(CALLS.operator.broadcast, async (ctx) => {
    requireAgentKey(ctx);
    const kind = 'notification' as const;
    if (!ctx.writes || !ctx.session) {
      return { kind: 'refusal', request: { body: { kind, title: REASON, username: await unusedUsername(ctx) } }, because: 'a phone number no member uses' };
    }
    const body = { kind, title: REASON, description: 'ข้อความทดสอบจากชุดตรวจสอบระบบ', username: ctx.session.username };
    return { kind: 'success', request: { body }, note: `a notification to ${ctx.session.username} only` };
  }),

  payments: defineCase(CALLS.operator.payments, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { status: 'pending' as const } } };
  }),
  paymentReject: defineCase(CALLS.operator.paymentReject, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { ref: UNKNOWN_REF }, body: {} }, because: 'a deposit that does not exist' };
    requireSession(ctx);
    const ref = ctx.state.depositRef ?? (await makeDeposit(ctx));
    return { kind: 'success', request: { params: { ref }, body: { reason: REASON } }, tolerate: [ErrorCode.DEPOSIT_NOT_PENDING], note: `deposit ${ref}` };
  }),
  paymentConfirm: defineCase(CALLS.operator.paymentConfirm, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { ref: UNKNOWN_REF }, body: {} }, because: 'a deposit that does not exist' };
    requireSession(ctx);
    const ref = await makeDeposit(ctx);
    return { kind: 'success', request: { params: { ref }, body: {} }, note: `deposit ${ref} paid` };
  }),

  withdrawals: defineCase(CALLS.operator.withdrawals, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { status: 'pending' as const } } };
  }),
  withdrawalReject: defineCase(CALLS.operator.withdrawalReject, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: {} }, because: 'a withdrawal that does not exist' };
    requireSession(ctx);
    const id = await pendingWithdrawal(ctx);
    return { kind: 'success', request: { params: { id }, body: { reason: REASON } }, tolerate: [ErrorCode.WITHDRAWAL_NOT_PENDING], note: `withdrawal ${id} refunded` };
  }),
  withdrawalApprove: defineCase(CALLS.operator.withdrawalApprove, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: {} }, because: 'a withdrawal that does not exist' };
    requireSession(ctx);
    const id = await pendingWithdrawal(ctx);
    return { kind: 'success', request: { params: { id }, body: {} }, note: `withdrawal ${id} paid out` };
  }),

  lottoSettlements: defineCase(CALLS.operator.lottoSettlements, async (ctx) => {
    requireAgentKey(ctx);
    const { last_id } = await ctx.data(CALLS.operator.lottoSettlements, { query: {} });
    return { kind: 'success', request: { query: { after_id: Math.max(0, last_id - 20) } } };
  }),
  lottoResult: defineCase(CALLS.operator.lottoResult, async (ctx) => {
    requireAgentKey(ctx);
    const waiting = ctx.writes ? await closedAgentRound(ctx) : null;
    if (waiting) {
      return { kind: 'success', request: { params: { round_id: waiting.round.round_id }, body: resultFor(waiting) }, note: `result of ${waiting.round.name}` };
    }
    const finished = await resultedRound(ctx);
    return {
      kind: 'refusal',
      request: { params: { round_id: finished.round.round_id }, body: resultFor(finished) },
      because: ctx.writes ? 'no closed round waits for the agent: a round that has its result' : 'a round that has its result',
    };
  }),
  // An upcoming round has no bets yet: cancelling it refunds nobody.
  lottoCancel: defineCase(CALLS.operator.lottoCancel, async (ctx) => {
    requireAgentKey(ctx);
    const upcoming = ctx.writes ? await upcomingRound(ctx) : null;
    if (upcoming) return { kind: 'success', request: { params: { round_id: upcoming.round.round_id } }, note: `cancelled ${upcoming.round.name} before it opened` };
    const finished = await resultedRound(ctx);
    return {
      kind: 'refusal',
      request: { params: { round_id: finished.round.round_id } },
      because: ctx.writes ? 'no upcoming round: a round that has its result' : 'a round that has its result',
    };
  }),
};
