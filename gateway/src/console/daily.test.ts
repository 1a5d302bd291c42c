import { describe, expect, it } from 'vitest';
import { DAILY_FORWARDS, dailyConsoleCalls } from '#shared/api/agent-console-daily.js';
import { fillPath } from '#shared/api/call.js';
import type { Paged } from '#shared/api/common.js';
import type { AffiliateReport, DailyRun, DailySettings } from '#shared/api/daily-operator.js';
import { AGENT, API, OPERATOR } from '#shared/api/paths.js';
import type { OperatorPoll, PollInput, PollVote } from '#shared/api/poll.js';
import { toWireDate } from '#shared/dates.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { pollTopic, Topic } from '#shared/live/events.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';

const h = useLiveHarness();
const agent = { authorization: `Bearer ${TEST_AGENT_KEY}` };
const agentGet = <T>(path: string) => h.gw.request<Envelope<T>>('GET', path, { headers: agent });
const agentPost = <T>(path: string, body: unknown) => h.gw.request<Envelope<T>>('POST', path, { body, headers: agent });

/** The upstream's own FakeClock stands still at its start: a poll open around it. */
const UPSTREAM_NOW = Date.parse('2026-11-22T10:00:00+07:00');
const HOUR = 60 * 60 * 1000;
const openPoll = (prize: number): PollInput => ({
  title: 'ทายผลบอลคืนนี้',
  question: 'ทีมไหนชนะ',
  choices: [{ label: 'เหย้า' }, { label: 'เยือน' }],
  opens_at: toWireDate(UPSTREAM_NOW - HOUR),
  closes_at: toWireDate(UPSTREAM_NOW + HOUR),
  prize,
});

describe('/agent daily rates and reports (forwarded as they are)', () => {
  it('reads the rates, schedules a change for tomorrow, and lists runs and the affiliate report', async () => {
    const before = await agentGet<DailySettings>(AGENT.dailySettings);
    expect(before.body.error).toBe(0);
    expect(before.body.data).toMatchObject({ turnover_rate: expect.any(Number), affiliate_rates: expect.any(Array) });

    const changed = await agentPost<DailySettings>(AGENT.dailySettingsSet, { turnover_rate: 0.5 });
    expect(changed.body.error).toBe(0);
    // Today's rates stay: the change waits for the next day.
    expect(changed.body.data?.turnover_rate).toBe(before.body.data?.turnover_rate);
    expect(changed.body.data?.pending?.effective_from).toEqual(expect.any(String));
    expect(h.upstream.last(OPERATOR.dailySettingsSet)?.body).toEqual({ turnover_rate: 0.5 });

    const runs = await agentGet<Paged<DailyRun>>(`${AGENT.dailyRuns}?page=1`);
    expect(runs.body.error).toBe(0);
    expect(runs.body.data).toMatchObject({ page: 1, items: expect.any(Array) });
    expect(h.upstream.last(OPERATOR.dailyRuns)?.url).toBe(`${OPERATOR.dailyRuns}?page=1`);

    const report = await agentGet<AffiliateReport>(AGENT.affiliateReport);
    expect(report.body.data).toMatchObject({ top: expect.any(Array), flagged: expect.any(Array) });
  });

  it('refuses a rate out of range and a bad page before the upstream, in Thai', async () => {
    h.upstream.resetCalls();
    const tooHigh = await agentPost<unknown>(AGENT.dailySettingsSet, { loss_rate: 150 });
    expect(tooHigh.body.error).toBe(ErrorCode.VALIDATION);
    expect(tooHigh.body.message).toBe('อัตราคืนยอดเสียต้องอยู่ระหว่าง 0 ถึง 100');
    const twoLevels = await agentPost<unknown>(AGENT.dailySettingsSet, { affiliate_rates: [1, 0.5] });
    expect(twoLevels.body.error).toBe(ErrorCode.VALIDATION);
    const badPage = await agentGet<unknown>(`${AGENT.dailyRuns}?page=x`);
    expect(badPage.body.error).toBe(ErrorCode.VALIDATION);
    expect(h.upstream.calls(OPERATOR.dailySettingsSet) + h.upstream.calls(OPERATOR.dailyRuns)).toBe(0);
  });

  it('refuses every daily call without the agent key, before the upstream', async () => {
    h.upstream.resetCalls();
    for (const name of Object.keys(DAILY_FORWARDS) as (keyof typeof DAILY_FORWARDS)[]) {
      const call = dailyConsoleCalls[name];
      const path = fillPath(call.path, { id: 1 });
      const reply = await h.gw.request<Envelope>(call.method, path, { body: call.method === 'POST' ? {} : undefined });
      expect(reply.status, `${call.method} ${path}`).toBe(401);
      expect(reply.body.error).toBe(ErrorCode.AGENT_KEY_INVALID);
      expect(h.upstream.calls(fillPath(DAILY_FORWARDS[name].path, { id: 1 })), name).toBe(0);
    }
  });
});

describe('/agent polls', () => {
  it('adds a poll, lists it with its votes, and refuses one choice before the upstream', async () => {
    const added = await agentPost<{ poll: OperatorPoll }>(AGENT.pollAdd, openPoll(100));
    expect(added.body.error).toBe(0);
    const poll = added.body.data!.poll;
    expect(poll).toMatchObject({ title: 'ทายผลบอลคืนนี้', status: 'open', prize: 100, stats: { total_votes: 0 } });
    expect(poll.choices.map((choice) => choice.label)).toEqual(['เหย้า', 'เยือน']);

    const list = await agentGet<OperatorPoll[]>(AGENT.polls);
    expect(list.body.data?.some((row) => row.id === poll.id)).toBe(true);

    h.upstream.resetCalls();
    const oneChoice = await agentPost<unknown>(AGENT.pollAdd, { ...openPoll(100), choices: [{ label: 'เหย้า' }] });
    expect(oneChoice.body.error).toBe(ErrorCode.VALIDATION);
    expect(oneChoice.body.message).toBe('โพลต้องมีอย่างน้อย 2 ตัวเลือก');
    expect(h.upstream.calls(OPERATOR.pollAdd)).toBe(0);
  });

  it('closes a poll early: its topic pushes the closed votes at once; the winner’s wallet follows with the wallets poll', async () => {
    const poll = (await agentPost<{ poll: OperatorPoll }>(AGENT.pollAdd, openPoll(50))).body.data!.poll;
    const member = await h.upstream.register();
    const vote = await h.gw.request<Envelope<PollVote>>('POST', API.poll.submit, {
      body: { poll_id: poll.id, choice_id: poll.choices[0]!.id },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(vote.body.error).toBe(0);

    const socket = await h.live(member.token);
    const total = (await subscribe(socket, Topic.wallets)).data!.total;
    const watched = await subscribe(socket, pollTopic(poll.id));
    expect(watched.error).toBe(0);
    const stats = collect(socket, 'poll:stats');
    const wallets = collect(socket, 'wallets');

    const closed = await agentPost<{ poll: OperatorPoll }>(fillPath(AGENT.pollClose, { id: poll.id }), {});
    expect(closed.body.data?.poll).toMatchObject({ id: poll.id, status: 'closed', winning_choice_ids: [poll.choices[0]!.id] });
    // The FakeClock never moved: the push comes from the close, not from the topic's poll.
    await waitFor(() => stats.some((s) => s.poll_id === poll.id && s.status === 'closed'), 5_000, 'the closed poll push');

    // The close names no winners: the wallets poll (5 s) brings the share.
    h.clock.advance(5_000);
    await waitFor(() => wallets.some((w) => w.total === total + 50), 5_000, 'the winner’s wallets');

    const again = await agentPost(fillPath(AGENT.pollClose, { id: poll.id }), {});
    expect(again.body.error).toBe(ErrorCode.POLL_NOT_OPEN);
  });
});
