import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PollConfig, PollQuota, PollQuotaCheck, PollStats, PollVote, PollWinners } from '#shared/api/poll.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { bangkokDayOf, DAY, dayStart, HOUR } from '#shared/dates/calendar.js';
import { deposit, expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { DEMO_POLL } from './seed.js';

const DEMO_POLL_ID = 1;

describe('polls: reads, quota and votes', () => {
  let up: TestUpstream;
  let choiceIds: number[];
  beforeAll(async () => {
    up = await startUpstream();
    choiceIds = (await up.get<PollConfig>(API.poll.config, { query: { poll_id: DEMO_POLL_ID } })).body.data!.poll.choices.map((c) => c.id);
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const quota = async (member: RegisteredMember) => (await up.get<PollQuota>(API.poll.quotaGet, { token: member.token })).body.data!;
  const vote = (member: RegisteredMember, choice = choiceIds[0]!, pollId = DEMO_POLL_ID) =>
    up.post<PollVote>(API.poll.submit, { poll_id: pollId, choice_id: choice }, { token: member.token });

  it('seeds demo poll 1, open for days, with images from the site and a prize; a visitor reads it, its votes and no winners yet', async () => {
    const config = (await up.get<PollConfig>(API.poll.config)).body.data!.poll;
    expect(config).toMatchObject({ id: DEMO_POLL_ID, title: DEMO_POLL.title, question: DEMO_POLL.question, status: 'open', prize: 1000, winning_choice_ids: [] });
    expect(config.choices.map((c) => c.image)).toEqual(DEMO_POLL.choices.map((c) => c.image));
    expect(Date.parse(config.closes_at) - up.clock.now()).toBeGreaterThan(5 * DAY);
    const stats = (await up.get<PollStats>(API.poll.stats, { query: { poll_id: DEMO_POLL_ID } })).body.data!;
    expect(stats).toMatchObject({ poll_id: DEMO_POLL_ID, status: 'open', total_votes: 0, version: 0 });
    expect(stats.choices.map((c) => c.choice_id)).toEqual(choiceIds);
    const winners = (await up.get<PollWinners>(API.poll.winners, { query: { poll_id: DEMO_POLL_ID } })).body.data!;
    expect(winners).toMatchObject({ status: 'open', winners: [], winning_votes: 0, settled_at: null, prize: 1000 });
    expect((await up.get(API.poll.config, { query: { poll_id: 999 } })).body.error).toBe(ErrorCode.POLL_NOT_FOUND);
    expect((await up.get(API.poll.stats, { query: { poll_id: 999 } })).body.error).toBe(ErrorCode.POLL_NOT_FOUND);
    // The quota is the member's own.
    expect((await up.get(API.poll.quotaGet)).status).toBe(401);
  });

  it('gives 1 free vote a day plus 1 per full 300 THB paid that day, and starts again on the next Bangkok day', async () => {
    const member = await up.register();
    expect(await quota(member)).toEqual({
      day: bangkokDayOf(up.clock.now()),
      free: 1,
      per_deposit: 300,
      deposit_today: 0,
      earned: 0,
      used: 0,
      left: 1,
      deposit_to_next: 300,
    });
    expect((await vote(member)).body.error).toBe(0);
    const refused = await vote(member);
    expect(refused.body).toMatchObject({ error: ErrorCode.POLL_NO_QUOTA, message: ERRORS[ErrorCode.POLL_NO_QUOTA].message });
    const check = (await up.get<PollQuotaCheck>(API.poll.quotaCheck, { token: member.token, query: { poll_id: DEMO_POLL_ID } })).body.data!;
    expect(check).toMatchObject({ can_vote: false, reason: ERRORS[ErrorCode.POLL_NO_QUOTA].message, quota: { used: 1, left: 0 } });

    await deposit(up, member, 299.5);
    expect(await quota(member)).toMatchObject({ deposit_today: 299.5, earned: 0, left: 0, deposit_to_next: 0.5 });
    await deposit(up, member, 0.5 + 600);
    expect(await quota(member)).toMatchObject({ deposit_today: 900, earned: 3, used: 1, left: 3, deposit_to_next: 300 });
    expect((await vote(member, choiceIds[1])).body.data!.quota).toMatchObject({ used: 2, left: 2 });

    // Bangkok midnight: yesterday's deposits and votes count no more.
    await up.moveClockTo(dayStart(bangkokDayOf(up.clock.now())) + DAY + HOUR);
    expect(await quota(member)).toMatchObject({ day: bangkokDayOf(up.clock.now()), deposit_today: 0, earned: 0, used: 0, left: 1 });
  });

  it('counts a vote in the stats at once and answers the vote, the stats and the quota', async () => {
    const member = await up.register();
    const before = (await up.get<PollStats>(API.poll.stats, { query: { poll_id: DEMO_POLL_ID } })).body.data!;
    const reply = (await vote(member, choiceIds[2])).body.data!;
    expect(reply.vote).toMatchObject({ poll_id: DEMO_POLL_ID, choice_id: choiceIds[2] });
    expect(reply.stats.total_votes).toBe(before.total_votes + 1);
    expect(reply.stats.version).toBe(reply.vote.id);
    expect(reply.stats.choices.find((c) => c.choice_id === choiceIds[2])!.votes).toBe(before.choices.find((c) => c.choice_id === choiceIds[2])!.votes + 1);
    expect(reply.quota).toMatchObject({ used: 1, left: 0 });
    expect((await up.get<PollStats>(API.poll.stats, { query: { poll_id: DEMO_POLL_ID } })).body.data).toEqual(reply.stats);
  });

  it('refuses a choice of another poll, an unknown poll, and changes nothing', async () => {
    const member = await up.register();
    expect((await vote(member, 99_999)).body.error).toBe(ErrorCode.POLL_CHOICE_NOT_FOUND);
    expect((await vote(member, choiceIds[0], 99_999)).body.error).toBe(ErrorCode.POLL_NOT_FOUND);
    expect(await quota(member)).toMatchObject({ used: 0, left: 1 });
  });

  it('never overspends: 50 votes at once with 3 votes left take exactly 3', async () => {
    const member = await up.register();
    await deposit(up, member, 600);
    expect((await quota(member)).left).toBe(3);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => vote(member, choiceIds[i % choiceIds.length])));
    const codes = replies.map((r) => r.body.error);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.POLL_NO_QUOTA)).toHaveLength(47);
    const memberId = await memberIdOf(up, member);
    const votes = await up.db.selectFrom('poll_votes').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(votes.n).toBe(3);
    // The running counts equal the votes themselves.
    const { rows } = await sql<{ drift: number }>`
      SELECT COUNT(*) AS drift FROM poll_choices c WHERE c.votes <> (SELECT COUNT(*) FROM poll_votes v WHERE v.choice_id = c.id)`.execute(up.db);
    expect(rows[0]!.drift).toBe(0);
  });

  it('a repeated Idempotency-Key answers the first vote and spends nothing, even sent ten times at once', async () => {
    const member = await up.register();
    await deposit(up, member, 300);
    expect((await quota(member)).left).toBe(2);
    const headers = { 'Idempotency-Key': 'vote-retap-1' };
    const sameKey = () => up.post<PollVote>(API.poll.submit, { poll_id: DEMO_POLL_ID, choice_id: choiceIds[1] }, { token: member.token, headers });
    const replies = await Promise.all(Array.from({ length: 10 }, sameKey));
    const voteIds = new Set(replies.map((r) => r.body.data!.vote.id));
    expect(voteIds.size).toBe(1);
    expect((await quota(member)).left).toBe(1);
    // The same key for another choice is a conflict, not a second vote.
    const other = await up.post(API.poll.submit, { poll_id: DEMO_POLL_ID, choice_id: choiceIds[2] }, { token: member.token, headers });
    expect(other.body.error).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
    // A new key is a new vote.
    const next = await up.post(API.poll.submit, { poll_id: DEMO_POLL_ID, choice_id: choiceIds[1] }, { token: member.token, headers: { 'Idempotency-Key': 'vote-2' } });
    expect(next.body.error).toBe(0);
    expect((await quota(member)).left).toBe(0);
  });
});
