import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/call.js';
import type { Quest } from '#shared/api/quest.js';
import type { OperatorQuest, OperatorQuestResponse, QuestInput } from '#shared/api/quest-operator.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode, ERRORS } from '#shared/errors.js';
import { bangkokToday } from '../limits/service.js';
import { wireTime } from '#shared/dates/calendar.js';
import { snapshot } from '../test-support/db-snapshot.js';
import { expectBooksBalance } from '../test-support/money.js';
import { startUpstream, TEST_AGENT_KEY, type RegisteredMember, type TestUpstream } from '../test-support/upstream.js';
import { DEMO_QUESTS } from './seed.js';

const op = CALLS.operator;

describe('the agent’s quests', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
  });
  afterEach(() => expectBooksBalance(up));
  afterAll(() => up.close());

  const quests = async () =>
    (await up.get<OperatorQuest[]>(op.quests.path, { headers: { authorization: `Bearer ${TEST_AGENT_KEY}` } })).body.data!;
  const add = async (input: QuestInput): Promise<OperatorQuest> => {
    const reply = await up.operator<OperatorQuestResponse>(op.questAdd.path, input);
    expect(reply.body.error, reply.body.message).toBe(0);
    return reply.body.data!.quest;
  };
  const edit = (id: number, body: object) => up.operator<OperatorQuestResponse>(fillPath(op.questEdit.path, { id }), body);
  const memberList = async (member: RegisteredMember) => (await up.get<Quest[]>(CALLS.quest.list.path, { token: member.token })).body.data!;
  const storedQuest = (id: number) =>
    up.db.selectFrom('quests').select(['target', 'reward', 'reward_value', 'metric', 'period']).where('id', '=', id).executeTakeFirst();

  it('lists every quest, switched off ones too, with its redeems', async () => {
    const all = await quests();
    expect(all.map((quest) => quest.title)).toEqual(DEMO_QUESTS.map((quest) => quest.title));
    expect(all.find((quest) => quest.metric === 'deposit_total' && quest.period === 'weekly')).toMatchObject({ target: 1000, reward: { type: 'credit', value: 50 }, quota: 50, claims: 0, enabled: true });
    expect(all.find((quest) => quest.event_id !== null)).toBeDefined();
    // Agent calls need the key.
    expect((await up.get(op.quests.path)).status).toBe(401);
  });

  it('adds a quest members see at once, in THB and whole counts, from the start of today (Bangkok)', async () => {
    const quest = await add({ title: 'ฝากครบ 250.50 บาท', metric: 'deposit_total', period: 'daily', target: 250.5, reward: { type: 'credit', value: 12.25 }, quota: 10, sort: -1 });
    expect(quest).toMatchObject({ target: 250.5, reward: { type: 'credit', value: 12.25 }, quota: 10, enabled: true, claims: 0, event_id: null, description: null, ends_at: null });
    expect(quest.starts_at).toBe(wireTime(bangkokToday(up.clock.now())[0]));
    expect(await storedQuest(quest.id)).toMatchObject({ target: 250_50, reward_value: 12_25 });

    const member = await up.register();
    const seen = (await memberList(member))[0];
    expect(seen).toMatchObject({ id: quest.id, target: 250.5, progress: 0, reward: { type: 'credit', value: 12.25 }, quota_left: 10 });

    // A quest switched off from the start, or one starting tomorrow, is not on the member's list.
    const off = await add({ title: 'ปิดไว้ก่อน', metric: 'yeekee_shots', period: 'daily', target: 3, reward: { type: 'points', value: 5 }, enabled: false });
    const later = await add({
      title: 'เริ่มพรุ่งนี้',
      metric: 'login_streak',
      period: 'weekly',
      target: 2,
      reward: { type: 'free_spins', value: 2 },
      starts_at: wireTime(up.clock.now() + 24 * 60 * 60 * 1000),
      ends_at: wireTime(up.clock.now() + 7 * 24 * 60 * 60 * 1000),
    });
    const ids = (await memberList(member)).map((q) => q.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(later.id);
    expect((await quests()).map((q) => q.id)).toEqual(expect.arrayContaining([off.id, later.id]));

    // An event's quest names an event of the agent.
    const { id: eventId } = await up.db.selectFrom('events').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const eventQuest = await add({ title: 'ภารกิจกิจกรรม', metric: 'login_streak', period: 'once', target: 1, reward: { type: 'points', value: 1 }, event_id: eventId });
    expect(eventQuest.event_id).toBe(eventId);
  });

  it('edits the words, quota, order and end, never the rule; a switched-off quest leaves the member’s list at once', async () => {
    // Started a day back, as the demo quests are: today's login counts (a streak counts whole days from the start).
    const startsAt = wireTime(up.clock.now() - 24 * 60 * 60 * 1000);
    const quest = await add({ title: 'เข้าระบบวันนี้', metric: 'login_streak', period: 'once', target: 1, reward: { type: 'points', value: 7 }, starts_at: startsAt });
    const member = await up.register();
    expect((await up.post(CALLS.quest.redeem.path, { quest_id: quest.id }, { token: member.token })).body.error).toBe(0);
    expect((await quests()).find((q) => q.id === quest.id)?.claims).toBe(1);

    const changed = await edit(quest.id, { title: 'เข้าระบบวันนี้ (ใหม่)', description: 'รายละเอียด', quota: 500, sort: 99 });
    expect(changed.body.data?.quest).toMatchObject({ title: 'เข้าระบบวันนี้ (ใหม่)', description: 'รายละเอียด', quota: 500, sort: 99, claims: 1, enabled: true });
    expect((await memberList(member)).find((q) => q.id === quest.id)).toMatchObject({ title: 'เข้าระบบวันนี้ (ใหม่)', quota: 500, claimed: true });

    // The edit has no field for the rule: the contract's object drops unknown keys, and the rule stays.
    const rule = await storedQuest(quest.id);
    const ruleEdit = await edit(quest.id, { target: 999, metric: 'deposit_total', period: 'daily', reward: { type: 'credit', value: 1000 } });
    expect(ruleEdit.body.error).toBe(0);
    expect(ruleEdit.body.data?.quest).toMatchObject({ target: 1, metric: 'login_streak', period: 'once', reward: { type: 'points', value: 7 } });
    expect(await storedQuest(quest.id)).toEqual(rule);

    const end = wireTime(up.clock.now() + 60 * 60 * 1000);
    expect((await edit(quest.id, { ends_at: end })).body.data?.quest.ends_at).toBe(end);

    expect((await edit(quest.id, { enabled: false })).body.data?.quest.enabled).toBe(false);
    expect((await memberList(member)).some((q) => q.id === quest.id)).toBe(false);
    expect((await up.post(CALLS.quest.redeem.path, { quest_id: quest.id }, { token: member.token })).body.error).toBe(ErrorCode.QUEST_NOT_FOUND);
    expect((await quests()).find((q) => q.id === quest.id)).toMatchObject({ enabled: false, claims: 1 });
    expect((await edit(quest.id, { enabled: true })).body.data?.quest.enabled).toBe(true);
    expect((await memberList(member)).some((q) => q.id === quest.id)).toBe(true);
  });

  it('refuses in Thai and changes nothing: fractions of a count, an unknown event, an end before the start, an unknown quest', async () => {
    const quest = await add({ title: 'ยิงเลข 3 ครั้ง', metric: 'yeekee_shots', period: 'daily', target: 3, reward: { type: 'free_spins', value: 1 } });
    const base = { title: 'ทดสอบ', period: 'daily' as const, reward: { type: 'points' as const, value: 5 } };
    const now = up.clock.now();
    const cases: [object, string][] = [
      [{ ...base, metric: 'yeekee_shots', target: 2.5 }, 'จำนวนครั้งต้องเป็นจำนวนเต็ม'],
      [{ ...base, metric: 'login_streak', target: 1.5 }, 'จำนวนวันต้องเป็นจำนวนเต็ม'],
      [{ ...base, metric: 'deposit_total', target: 100, reward: { type: 'points', value: 1.5 } }, 'จำนวนแต้มต้องเป็นจำนวนเต็ม'],
      [{ ...base, metric: 'deposit_total', target: 100, reward: { type: 'free_spins', value: 0.5 } }, 'จำนวนสิทธิ์หมุนฟรีต้องเป็นจำนวนเต็ม'],
      [{ ...base, metric: 'deposit_total', target: 100, event_id: 999_999 }, 'ไม่พบกิจกรรมนี้'],
      [{ ...base, metric: 'deposit_total', target: 100, starts_at: wireTime(now), ends_at: wireTime(now) }, 'วันสิ้นสุดต้องอยู่หลังวันเริ่ม'],
      [{ ...base, metric: 'deposit_total', target: 0 }, 'เป้าหมายต้องมากกว่า 0'],
      [{ ...base, title: ' ', metric: 'deposit_total', target: 100 }, 'กรุณาระบุชื่อภารกิจ'],
    ];
    const before = await snapshot(up.db);
    for (const [body, message] of cases) {
      expect((await up.operator(op.questAdd.path, body)).body, message).toMatchObject({ error: ErrorCode.VALIDATION, message });
    }
    expect((await edit(quest.id, { ends_at: wireTime(bangkokToday(now)[0] - 1000) })).body).toMatchObject({ error: ErrorCode.VALIDATION, message: 'วันสิ้นสุดต้องอยู่หลังวันเริ่ม' });
    expect((await edit(quest.id, { quota: 0 })).body.error).toBe(ErrorCode.VALIDATION);
    expect((await edit(999_999, { enabled: false })).body).toEqual({ error: ErrorCode.QUEST_NOT_FOUND, message: ERRORS[ErrorCode.QUEST_NOT_FOUND].message });
    expect(await snapshot(up.db)).toEqual(before);
  });
});
