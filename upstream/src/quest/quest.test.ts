import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsResponse } from '#shared/api/member.js';
import type { Quest, QuestClaim } from '#shared/api/quest.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { freeSpinsOf } from '../ledger/free-spins.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { balanceOf, fundedMember, openRound, placeBill } from '../test-support/lotto.js';
import { deposit, expectBooksBalance, memberIdOf } from '../test-support/money.js';
import { startUpstream, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { DAY, HOUR } from '#shared/dates/calendar.js';
import { DEMO_QUESTS } from './seed.js';

const list = async (up: TestUpstream, member: RegisteredMember) => (await up.get<Quest[]>(API.quest.list, { token: member.token })).body.data!;
const questNamed = async (up: TestUpstream, member: RegisteredMember, title: string) => {
  const quest = (await list(up, member)).find((q) => q.title === title);
  if (!quest) throw new Error(`no quest ${title}`);
  return quest;
};
const redeem = (up: TestUpstream, member: RegisteredMember, questId: number, key?: string) =>
  up.post<QuestClaim>(API.quest.redeem, { quest_id: questId }, { token: member.token, headers: key ? { 'idempotency-key': key } : {} });
const refusal = (code: ErrorCode) => ({ error: code, message: ERRORS[code].message });
const pointsOf = async (up: TestUpstream, member: RegisteredMember) => (await up.post<PointsResponse>(API.member.points, {}, { token: member.token })).body.data!.point;
/** A quest of the demo agent written straight into the table, started an hour ago. */
const addQuest = async (
  up: TestUpstream,
  quest: { title: string; metric: string; period: string; target: number; reward: string; reward_value: number; quota: number },
) => {
  const agent = await up.db.selectFrom('agents').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
  await up.db.insertInto('quests').values({ agent_id: agent.id, ...quest, starts_at: up.clock.now() - HOUR }).execute();
};

const [FIRST_LOGIN, DEPOSIT_DAY, LOTTO_DAY, SHOTS_DAY, STREAK_WEEK, , EVENT_SPIN] = DEMO_QUESTS.map((q) => q.title) as string[];

describe('quests', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('measures progress from real deposits, bills and shots, and resets each Bangkok day', async () => {
    const member = await fundedMember(up, 1000);
    expect(await questNamed(up, member, DEPOSIT_DAY!)).toMatchObject({ progress: 0, target: 300, completed: false, claimed: false, period: 'daily' });
    await deposit(up, member, 200);
    await deposit(up, member, 150);
    const deposits = await questNamed(up, member, DEPOSIT_DAY!);
    expect(deposits).toMatchObject({ progress: 350, completed: true, ends_at: '2026-11-23T00:00:00.000+07:00' });

    const hanoi = await openRound(up, 'HANOI');
    await placeBill(up, member, { round_id: hanoi.id, items: [{ bet_type: '2top', number: '12', amount: 300 }] });
    expect(await questNamed(up, member, LOTTO_DAY!)).toMatchObject({ progress: 300, target: 500, completed: false, quota: 100, quota_left: 100 });

    const yeekee = await openRound(up, 'YEEKEE_15');
    for (let i = 0; i < 5; i += 1) {
      const shot = await up.post(API.lotto.yeekeeShoot, { round_id: yeekee.id, number: `1234${i}` }, { token: member.token });
      expect(shot.body).toMatchObject({ error: 0 });
      await up.advance(10_000);
    }
    expect(await questNamed(up, member, SHOTS_DAY!)).toMatchObject({ progress: 5, target: 5, completed: true });

    // Redeem the shots quest: a free spin through its own ledger.
    const shots = await questNamed(up, member, SHOTS_DAY!);
    const claim = await redeem(up, member, shots.id);
    expect(claim.body.data).toMatchObject({ quest_id: shots.id, period_key: 'd:2026-11-22', reward: { type: 'free_spins', value: 1 } });
    expect(await freeSpinsOf(up.db, await memberIdOf(up, member))).toBeGreaterThanOrEqual(1);
    expect(await questNamed(up, member, SHOTS_DAY!)).toMatchObject({ claimed: true });

    // The next Bangkok day starts from nothing: no counter to reset, the window moved.
    await up.moveClockTo(Date.parse('2026-11-23T00:00:01+07:00'));
    expect(await questNamed(up, member, DEPOSIT_DAY!)).toMatchObject({ progress: 0, completed: false, claimed: false });
    expect(await questNamed(up, member, SHOTS_DAY!)).toMatchObject({ progress: 0, claimed: false });
    await expectBooksBalance(up);
  });

  it('pays a completed quest once per period through the ledger; a refusal is Thai and changes nothing', async () => {
    const member = await up.register();
    const quest = await questNamed(up, member, DEPOSIT_DAY!);
    const before = await snapshot(up.db);
    expect((await redeem(up, member, quest.id)).body).toEqual(refusal(ErrorCode.QUEST_NOT_COMPLETE));
    expect((await redeem(up, member, 999_999)).body).toEqual(refusal(ErrorCode.QUEST_NOT_FOUND));
    expect(await snapshot(up.db)).toEqual(before);

    await deposit(up, member, 300);
    const points = await pointsOf(up, member);
    const first = await redeem(up, member, quest.id, 'q-1');
    expect(first.body).toMatchObject({ error: 0, data: { reward: { type: 'points', value: 20 } } });
    // The same key answers the first answer again and pays nothing more.
    expect((await redeem(up, member, quest.id, 'q-1')).body).toEqual(first.body);
    const afterFirst = await snapshot(up.db);
    expect((await redeem(up, member, quest.id)).body).toEqual(refusal(ErrorCode.QUEST_ALREADY_CLAIMED));
    expect(await snapshot(up.db)).toEqual(afterFirst);
    expect(await pointsOf(up, member)).toBe(points + 20);
    const history = (await up.post<PointsResponse>(API.member.points, { history: true }, { token: member.token })).body.data!.history!;
    expect(history.items[0]).toMatchObject({ kind: 'quest', amount: 20, ref: `quest:${first.body.data!.id}` });

    await expectBooksBalance(up);
  });

  it('pays once when many redeems of one quest arrive at once', async () => {
    const member = await up.register();
    await deposit(up, member, 300);
    const quest = await questNamed(up, member, DEPOSIT_DAY!);
    const points = await pointsOf(up, member);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(up, member, quest.id, `race-${i}`)));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.body.error === ErrorCode.QUEST_ALREADY_CLAIMED)).toHaveLength(19);
    expect(await pointsOf(up, member)).toBe(points + 20);
    await expectBooksBalance(up);
  });

  it('counts login days in a row within the ISO week, and the week resets on Monday', async () => {
    // Three weeks on the clock: the schedulers would open and settle thousands of yeekee rounds on the
    // way (tens of seconds on a busy machine), and no quest from here on needs a round. Stopped for good.
    await up.app.stop();
    // Sunday 2026-11-29 is the last day of a week: Monday starts the next.
    await up.moveClockTo(Date.parse('2026-11-29T09:00:00+07:00'));
    const member = await up.register();
    expect(await questNamed(up, member, STREAK_WEEK!)).toMatchObject({ progress: 1, target: 3, ends_at: '2026-11-30T00:00:00.000+07:00' });
    expect(await questNamed(up, member, FIRST_LOGIN!)).toMatchObject({ progress: 1, completed: true, period: 'once', ends_at: null });
    await up.advance(DAY);
    // Not logged in again yet today: the streak is not broken before the day ends, but Sunday was last week.
    expect(await questNamed(up, member, STREAK_WEEK!)).toMatchObject({ progress: 0 });
    for (let day = 0; day < 3; day += 1) {
      member.token = await up.login(member.input.username, member.input.password);
      if (day < 2) await up.advance(DAY);
    }
    const streak = await questNamed(up, member, STREAK_WEEK!);
    expect(streak).toMatchObject({ progress: 3, completed: true, ends_at: '2026-12-07T00:00:00.000+07:00' });
    expect((await redeem(up, member, streak.id)).body).toMatchObject({ error: 0, data: { period_key: 'w:2026-11-30' } });
    // A day skipped breaks it; the next week starts unclaimed.
    await up.advance(5 * DAY);
    member.token = await up.login(member.input.username, member.input.password);
    expect(await questNamed(up, member, STREAK_WEEK!)).toMatchObject({ progress: 1, claimed: false });
    // "once" stays claimed for ever.
    expect((await redeem(up, member, (await questNamed(up, member, FIRST_LOGIN!)).id)).body).toMatchObject({ error: 0, data: { period_key: 'once' } });
    await up.advance(7 * DAY);
    member.token = await up.login(member.input.username, member.input.password);
    expect(await questNamed(up, member, FIRST_LOGIN!)).toMatchObject({ claimed: true });
    await expectBooksBalance(up);
  });

  it('lets only `quota` members redeem a quest per period', async () => {
    await addQuest(up, { title: 'ฝากครบ 100 บาท สองคนแรก', metric: 'deposit_total', period: 'daily', target: 10000, reward: 'credit', reward_value: 500, quota: 2 });
    const members = await Promise.all([up.register(), up.register(), up.register()]);
    for (const member of members) await deposit(up, member, 100);
    const quest = await questNamed(up, members[0]!, 'ฝากครบ 100 บาท สองคนแรก');
    expect(quest).toMatchObject({ quota: 2, quota_left: 2 });
    expect((await redeem(up, members[0]!, quest.id)).body).toMatchObject({ error: 0, data: { reward: { type: 'credit', value: 5 } } });
    expect(await balanceOf(up, members[0]!, 2)).toBe(500);
    expect((await redeem(up, members[1]!, quest.id)).body).toMatchObject({ error: 0 });
    const before = await snapshot(up.db);
    expect((await redeem(up, members[2]!, quest.id)).body).toEqual(refusal(ErrorCode.QUEST_QUOTA_USED));
    expect(await snapshot(up.db)).toEqual(before);
    expect(await questNamed(up, members[2]!, quest.title)).toMatchObject({ quota_left: 0, completed: true, claimed: false });
    // Next day the quota is whole again.
    await up.advance(DAY);
    await deposit(up, members[2]!, 100);
    expect((await redeem(up, members[2]!, quest.id)).body).toMatchObject({ error: 0 });
    await expectBooksBalance(up);
  });

  it('never lets more than `quota` members redeem when they all arrive at once', async () => {
    await addQuest(up, { title: 'สามคนแรกที่ฝากครบ 100 บาท', metric: 'deposit_total', period: 'weekly', target: 10000, reward: 'points', reward_value: 7, quota: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => up.register()));
    for (const member of members) await deposit(up, member, 100);
    const quest = await questNamed(up, members[0]!, 'สามคนแรกที่ฝากครบ 100 บาท');
    const replies = await Promise.all(members.map((member, i) => redeem(up, member, quest.id, `quota-${i}`)));
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(3);
    expect(replies.filter((r) => r.body.error === ErrorCode.QUEST_QUOTA_USED)).toHaveLength(7);
    const claims = await up.db.selectFrom('quest_claims').select((eb) => eb.fn.countAll<number>().as('n')).where('quest_id', '=', quest.id).executeTakeFirstOrThrow();
    expect(claims.n).toBe(3);
    const paid = await up.db
      .selectFrom('point_entries')
      .select(sql<number>`COALESCE(SUM(amount), 0)`.as('total'))
      .where('kind', '=', 'quest')
      .where('note', '=', quest.title)
      .executeTakeFirstOrThrow();
    expect(paid.total).toBe(21);
    await expectBooksBalance(up);
  });

  it('refuses a self-excluded member but not one in a time-out', async () => {
    const excluded = await up.register();
    const paused = await up.register();
    for (const member of [excluded, paused]) await deposit(up, member, 300);
    expect((await up.post(API.member.limits, { self_exclude_days: 180 }, { token: excluded.token })).body).toMatchObject({ error: 0 });
    expect((await up.post(API.member.limits, { timeout_hours: 24 }, { token: paused.token })).body).toMatchObject({ error: 0 });
    const quest = await questNamed(up, excluded, DEPOSIT_DAY!);
    const before = await snapshot(up.db);
    expect((await redeem(up, excluded, quest.id)).body).toMatchObject({ error: ErrorCode.SELF_EXCLUDED, message: ERRORS[ErrorCode.SELF_EXCLUDED].message });
    expect(await snapshot(up.db)).toEqual(before);
    expect((await redeem(up, paused, quest.id)).body).toMatchObject({ error: 0 });
  });

  it('redeems an event quest only through its event', async () => {
    const member = await up.register();
    await deposit(up, member, 500);
    const quest = await questNamed(up, member, EVENT_SPIN!);
    expect(quest.event_id).toEqual(expect.any(Number));
    expect((await redeem(up, member, quest.id)).body).toEqual(refusal(ErrorCode.QUEST_NOT_FOUND));
    const wrong = await up.post(API.quest.eventQuest, { event_id: quest.event_id! + 1000, quest_id: quest.id }, { token: member.token });
    expect(wrong.body).toEqual(refusal(ErrorCode.QUEST_NOT_FOUND));
    const claim = await up.post<QuestClaim>(API.quest.eventQuest, { event_id: quest.event_id, quest_id: quest.id }, { token: member.token });
    expect(claim.body).toMatchObject({ error: 0, data: { reward: { type: 'free_spins', value: 1 } } });
    await expectBooksBalance(up);
  });
});

describe('points history', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterAll(() => up.close());

  it('answers the balance alone, or with a page of the points ledger newest first', async () => {
    const member = await up.register();
    expect((await up.post<PointsResponse>(API.member.points, undefined, { token: member.token })).body.data).toEqual({ point: 0 });
    await up.post(API.coupon.redeem, { code: 'POINT50' }, { token: member.token });
    await up.post(API.quest.redeem, { quest_id: (await questNamed(up, member, FIRST_LOGIN!)).id }, { token: member.token });
    const reply = await up.post<PointsResponse>(API.member.points, { history: true, page: 1 }, { token: member.token });
    expect(reply.body.data).toMatchObject({
      point: 60,
      history: { page: 1, total: 2, items: [{ kind: 'quest', amount: 10, balance_after: 60 }, { kind: 'coupon', amount: 50, balance_after: 50 }] },
    });
    expect(reply.body.data!.history!.items[0]!.created_at).toMatch(/\+07:00$/);
    const bad = await up.post(API.member.points, { history: 'yes' }, { token: member.token });
    expect(bad.body).toMatchObject({ error: ErrorCode.VALIDATION });
  });
});
