/**
 * Polls (docs/decisions/0036). The reads take the current poll (config
 * without an id); an upstream with no poll at all skips them. Without
 * `--writes` a vote for a choice the poll does not have is refused; with it
 * the kit's member votes once for the current poll's first choice (a day's
 * votes used up, or a poll not open, is a SKIP, not a FAIL).
 *
 * The agent's side: the list is read; without `--writes` a poll closing
 * before it opens is refused; with it the agent adds the kit's poll once
 * (found by title), scheduled ten years ahead with no prize, so no member
 * ever sees it open. A close of a poll that does not exist is refused.
 */
import type { Poll, PollInput } from '#shared/api/poll.js';
import { CALLS } from '#shared/api/registry.js';
import { toWireDate } from '#shared/dates.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireAgentKey, requireSession, type CaseContext } from '../case.js';
import { UNKNOWN_ID } from '../world.js';

const KIT_POLL = 'ทดสอบระบบ (conformance kit)';
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

function kitPollInput(ctx: CaseContext): PollInput {
  const opens = ctx.serverNow() + TEN_YEARS_MS;
  return {
    title: KIT_POLL,
    question: 'ทดสอบระบบ',
    choices: [{ label: 'ก' }, { label: 'ข' }],
    opens_at: toWireDate(opens),
    closes_at: toWireDate(opens + 24 * 60 * 60 * 1000),
    prize: 0,
  };
}

/** The poll a page without an id shows, read once per run. */
async function currentPoll(ctx: CaseContext): Promise<Poll> {
  // A refusal (no poll at all) skips the case that needs one, with the reason.
  return (await ctx.memo('poll-current', () => ctx.data(CALLS.poll.config, {}))).poll;
}

export const pollCases = {
  config: defineCase(CALLS.poll.config, async () => ({ kind: 'success', request: {}, tolerate: [ErrorCode.POLL_NOT_FOUND] })),
  stats: defineCase(CALLS.poll.stats, async (ctx) => ({ kind: 'success', request: { query: { poll_id: (await currentPoll(ctx)).id } } })),
  winners: defineCase(CALLS.poll.winners, async (ctx) => ({ kind: 'success', request: { query: { poll_id: (await currentPoll(ctx)).id } } })),
  quotaGet: defineCase(CALLS.poll.quotaGet, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  quotaCheck: defineCase(CALLS.poll.quotaCheck, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { poll_id: (await currentPoll(ctx)).id } } };
  }),
  submit: defineCase(CALLS.poll.submit, async (ctx) => {
    requireSession(ctx);
    const poll = await currentPoll(ctx);
    const refusal = { kind: 'refusal', request: { body: { poll_id: poll.id, choice_id: UNKNOWN_ID } }, because: 'a choice the poll does not have' } as const;
    if (!ctx.writes || poll.status !== 'open' || poll.choices.length === 0) return refusal;
    return {
      kind: 'success',
      request: { body: { poll_id: poll.id, choice_id: poll.choices[0]!.id } },
      tolerate: [ErrorCode.POLL_NO_QUOTA, ErrorCode.POLL_NOT_OPEN, ErrorCode.SELF_EXCLUDED],
      note: `one vote in poll ${poll.id}`,
    };
  }),
};

export const pollOperatorCases = {
  polls: defineCase(CALLS.operator.polls, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: {} };
  }),
  pollAdd: defineCase(CALLS.operator.pollAdd, async (ctx) => {
    requireAgentKey(ctx);
    const input = kitPollInput(ctx);
    const refusal = { kind: 'refusal', request: { body: { ...input, closes_at: input.opens_at } }, because: 'a poll that closes when it opens' } as const;
    if (!ctx.writes) return refusal;
    if ((await ctx.data(CALLS.operator.polls, {})).some((poll) => poll.title === KIT_POLL)) return refusal;
    return { kind: 'success', request: { body: input }, note: 'scheduled ten years ahead, no prize' };
  }),
  pollClose: defineCase(CALLS.operator.pollClose, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'refusal', request: { params: { id: UNKNOWN_ID } }, because: 'a poll that does not exist' };
  }),
};
