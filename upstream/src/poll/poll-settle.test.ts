import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/call.js';
import type { OperatorPoll, PollInput, PollVote, PollWinners } from '#shared/api/poll.js';
import { API } from '#shared/api/paths.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { createUpstream } from '../app.js';
import type { Ctx } from '../context.js';
import { openStore } from '../db/store.js';
import { mainBalanceOf } from '../ledger/wallets.js';
import { HOUR, wireTime } from '#shared/dates/calendar.js';
import { resolveSettings } from '../settings.js';
import { deposit, expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { settlePoll, splitPrize } from './settle.js';

const op = CALLS.operator;

describe('settling polls', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const addPoll = async (input: Partial<PollInput> = {}): Promise<OperatorPoll> => {
    const now = up.clock.now();
    const reply = await up.operator<{ poll: OperatorPoll }>(op.pollAdd.path, {
      title: `โพลทดสอบ ${now}-${Math.random()}`,
      question: 'ตัวเลือกไหน?',
      choices: [{ label: 'ก' }, { label: 'ข' }, { label: 'ค' }],
      opens_at: wireTime(now - 1000),
      closes_at: wireTime(now + HOUR),
      prize: 100,
      ...input,
    });
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!.poll;
  };
  const vote = async (member: RegisteredMember, poll: OperatorPoll, choice: number) => {
    const reply = await up.post<PollVote>(API.poll.submit, { poll_id: poll.id, choice_id: poll.choices[choice]!.id }, { token: member.token });
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!.vote;
  };
  const close = (id: number) => up.operator<{ poll: OperatorPoll }>(fillPath(op.pollClose.path, { id }));
  const winners = async (id: number) => (await up.get<PollWinners>(API.poll.winners, { query: { poll_id: id } })).body.data!;
  const mainBalance = async (member: RegisteredMember) => mainBalanceOf(up.db, await memberIdOf(up, member));
  const pollEntries = (id: number) =>
    up.db.selectFrom('ledger_entries').select(['member_id', 'amount']).where('kind', '=', 'poll').where('ref', '=', `poll:${id}`).orderBy('id').execute();
  const settledAt = async (id: number) => (await up.db.selectFrom('polls').select('settled_at').where('id', '=', id).executeTakeFirstOrThrow()).settled_at;

  it('splits the prize per winning vote in satang, the remainder one each to the earliest winning votes', () => {
    expect(splitPrize(100_00, 3)).toEqual([3334, 3333, 3333]);
    expect(splitPrize(100_00, 7)).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428]);
    expect(splitPrize(2, 3)).toEqual([1, 1, 0]);
    expect(splitPrize(0, 2)).toEqual([0, 0]);
    expect(splitPrize(500, 0)).toEqual([]);
    for (const [prize, votes] of [[123_457, 11], [1, 1], [99_999_99, 13]] as const) {
      expect(splitPrize(prize, votes).reduce((a, b) => a + b, 0)).toBe(prize);
    }
  });

  it('pays the choice with the most votes at the close, exactly, in one ledger entry per winner', async () => {
    const poll = await addPoll({ prize: 100 });
    const [a, b, c, d] = await Promise.all([up.register(), up.register(), up.register(), up.register()]);
    await deposit(up, a!, 300); // a has 2 votes today
    const first = await vote(a!, poll, 0);
    await vote(b!, poll, 0);
    await vote(a!, poll, 0);
    await vote(c!, poll, 1);
    await vote(d!, poll, 2);
    const before = [await mainBalance(a!), await mainBalance(b!), await mainBalance(c!)];
    expect((await winners(poll.id)).settled_at).toBeNull();

    await up.advance(HOUR);
    const result = await winners(poll.id);
    expect(result).toMatchObject({ status: 'closed', winning_choice_ids: [poll.choices[0]!.id], prize: 100, winning_votes: 3 });
    // 10,000 satang over 3 votes: 3,334 to a's first vote (the earliest), 3,333 to each other.
    expect(result.winners).toEqual([
      { name: expect.stringMatching(/^\d{3}\*+\d{3}$/), votes: 2, amount: 66.67 },
      { name: expect.stringMatching(/^\d{3}\*+\d{3}$/), votes: 1, amount: 33.33 },
    ]);
    expect(result.winners[0]!.name).not.toBe(a!.input.username);
    expect([(await mainBalance(a!)) - before[0]!, (await mainBalance(b!)) - before[1]!, (await mainBalance(c!)) - before[2]!]).toEqual([6667, 3333, 0]);
    expect(await pollEntries(poll.id)).toEqual([
      { member_id: await memberIdOf(up, a!), amount: 6667 },
      { member_id: await memberIdOf(up, b!), amount: 3333 },
    ]);
    const share = await up.db.selectFrom('poll_votes').select('prize_share').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(share.prize_share).toBe(3334);
    // The statement filters by the new kind.
    const statement = (await up.get<{ items: { kind: string; amount: number }[] }>(API.member.statement, { token: a!.token, query: { type: 'poll' } })).body;
    expect(statement.error, statement.message).toBe(0);
    expect(JSON.stringify(statement.data)).toContain('66.67');
  });

  it('lets every choice tied at the top win, and pays nobody when nobody voted', async () => {
    const tied = await addPoll({ prize: 0.05 });
    const empty = await addPoll({ prize: 50 });
    const members = await Promise.all([up.register(), up.register(), up.register(), up.register(), up.register()]);
    await vote(members[0]!, tied, 0);
    await vote(members[1]!, tied, 1);
    await vote(members[2]!, tied, 0);
    await vote(members[3]!, tied, 1);
    await vote(members[4]!, tied, 2);
    await up.advance(HOUR);
    const result = await winners(tied.id);
    expect(result.winning_choice_ids).toEqual([tied.choices[0]!.id, tied.choices[1]!.id]);
    expect(result.winning_votes).toBe(4);
    // 5 satang over 4 votes: 2 to the earliest, 1 to each other.
    expect((await pollEntries(tied.id)).map((e) => e.amount)).toEqual([2, 1, 1, 1]);

    expect(await winners(empty.id)).toMatchObject({ status: 'closed', winning_choice_ids: [], winning_votes: 0, winners: [], settled_at: expect.any(String) });
    expect(await pollEntries(empty.id)).toEqual([]);
  });

  it('settles once, whether the settlement runs twice or two processes on one database race for it', async () => {
    const poll = await addPoll({ prize: 10 });
    const member = await up.register();
    await vote(member, poll, 1);
    // A second process on the same database, on a clock that has passed the close before this one's timer ran.
    const store = await openStore(up.location);
    const other: Ctx = { db: store.db, clock: { ...up.clock, now: () => up.clock.now() + HOUR } as never, settings: resolveSettings({}) };
    try {
      expect(await settlePoll(other, poll.id)).toBe(true);
      expect(await settlePoll(other, poll.id)).toBe(false);
      await up.advance(HOUR);
      expect(await settlePoll({ ...other, db: up.db, clock: up.clock }, poll.id)).toBe(false);
    } finally {
      await store.close();
    }
    expect(await pollEntries(poll.id)).toEqual([{ member_id: await memberIdOf(up, member), amount: 1000 }]);
  });

  it('closes early on the agent’s word and settles at once; refuses an unknown poll or one already closed', async () => {
    const poll = await addPoll({ prize: 20 });
    const member = await up.register();
    const balance = await mainBalance(member);
    await vote(member, poll, 2);
    const closed = await close(poll.id);
    expect(closed.body.error).toBe(0);
    expect(closed.body.data!.poll).toMatchObject({ status: 'closed', winning_choice_ids: [poll.choices[2]!.id], closes_at: wireTime(up.clock.now()) });
    expect(closed.body.data!.poll.settled_at).not.toBeNull();
    expect((await mainBalance(member)) - balance).toBe(2000);
    expect((await up.post(API.poll.submit, { poll_id: poll.id, choice_id: poll.choices[0]!.id }, { token: (await up.register()).token })).body.error).toBe(ErrorCode.POLL_NOT_OPEN);
    expect((await close(poll.id)).body.error).toBe(ErrorCode.POLL_NOT_OPEN);
    expect((await close(99_999)).body.error).toBe(ErrorCode.POLL_NOT_FOUND);
    const scheduled = await addPoll({ opens_at: wireTime(up.clock.now() + HOUR), closes_at: wireTime(up.clock.now() + 2 * HOUR) });
    expect(scheduled.status).toBe('scheduled');
    expect((await close(scheduled.id)).body.error).toBe(ErrorCode.POLL_NOT_OPEN);
  });

  it('lists every poll with its votes for the agent, and refuses a close before the open', async () => {
    const list = await up.get<OperatorPoll[]>(op.polls.path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } });
    expect(list.body.error).toBe(0);
    expect(list.body.data!.find((p) => p.id === 1)).toMatchObject({ title: 'โหวตเลขเด็ดงวดนี้', stats: { poll_id: 1 } });
    const now = up.clock.now();
    const bad = await up.operator(op.pollAdd.path, { title: 'x', question: 'y', choices: [{ label: 'a' }, { label: 'b' }], opens_at: wireTime(now + HOUR), closes_at: wireTime(now), prize: 1 });
    expect(bad.body.error).toBe(ErrorCode.VALIDATION);
    expect((await up.get(op.polls.path)).status).toBe(401);
  });

  it('catches up on start: a poll whose close passed while the process was down is settled when it starts', async () => {
    const poll = await addPoll({ prize: 3 });
    const member = await up.register();
    await vote(member, poll, 0);
    await up.app.stop();
    await up.moveClockTo(up.clock.now() + 2 * HOUR);
    expect(await settledAt(poll.id)).toBeNull();
    const restarted = await createUpstream({ db: up.db, clock: up.clock, settings: { agentApiKey: TEST_AGENT_KEY } });
    try {
      // Its schedulers catch up at once, in a tick of their own: waited for before looking.
      await restarted.idle();
      expect(await settledAt(poll.id)).toBe(up.clock.now());
      expect(await pollEntries(poll.id)).toEqual([{ member_id: await memberIdOf(up, member), amount: 300 }]);
    } finally {
      await restarted.stop();
    }
  });
});
