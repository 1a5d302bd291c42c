/**
 * Demo quests for the demo agent: one of each measure and period, and one
 * attached to the wheel event. Runs once, when the agent exists and has no
 * quests, so a database made before this area gets them.
 */
import type { Clock } from '#shared/clock.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { thbToSatang } from '#shared/money.js';
import type { QuestMetric, QuestPeriod, QuestReward } from '#shared/api/quest.js';
import type { Db } from '../db/transaction.js';

interface DemoQuest {
  title: string;
  description: string;
  metric: QuestMetric;
  period: QuestPeriod;
  /** satang for money measures */
  target: number;
  reward: QuestReward;
  /** satang for credit */
  value: number;
  quota: number | null;
  /** the event's image, for a quest of an event */
  event?: string;
}

export const DEMO_QUESTS: readonly DemoQuest[] = [
  { title: 'เข้าสู่ระบบครั้งแรก', description: 'เข้าสู่ระบบครั้งแรก รับ 10 แต้ม', metric: 'login_streak', period: 'once', target: 1, reward: 'points', value: 10, quota: null },
  { title: 'ฝากเงินครบ 300 บาทวันนี้', description: 'ยอดฝากที่สำเร็จวันนี้รวมครบ 300 บาท', metric: 'deposit_total', period: 'daily', target: thbToSatang(300), reward: 'points', value: 20, quota: null },
  { title: 'แทงหวยครบ 500 บาทวันนี้', description: 'ยอดแทงหวยวันนี้รวมครบ 500 บาท (ไม่นับโพยที่ยกเลิก)', metric: 'lotto_turnover', period: 'daily', target: thbToSatang(500), reward: 'credit', value: thbToSatang(10), quota: 100 },
  { title: 'ยิงเลขยี่กี 5 ครั้งวันนี้', description: 'ยิงเลขหวยยี่กีครบ 5 ครั้งในวันนี้', metric: 'yeekee_shots', period: 'daily', target: 5, reward: 'free_spins', value: 1, quota: null },
  { title: 'เข้าสู่ระบบ 3 วันติดกัน', description: 'เข้าสู่ระบบ 3 วันติดต่อกันภายในสัปดาห์นี้', metric: 'login_streak', period: 'weekly', target: 3, reward: 'points', value: 50, quota: null },
  { title: 'ฝากเงินครบ 1,000 บาทในสัปดาห์นี้', description: 'ยอดฝากที่สำเร็จตั้งแต่วันจันทร์รวมครบ 1,000 บาท', metric: 'deposit_total', period: 'weekly', target: thbToSatang(1000), reward: 'credit', value: thbToSatang(50), quota: 50 },
  { title: 'ฝากครบ 500 บาท รับสิทธิ์หมุนฟรี', description: 'กิจกรรมหมุนกงล้อ: ฝากวันนี้ครบ 500 บาท รับสิทธิ์หมุนฟรี 1 ครั้ง', metric: 'deposit_total', period: 'daily', target: thbToSatang(500), reward: 'free_spins', value: 1, quota: null, event: '/assets/events/event-2.svg' },
];

export async function seedQuests(db: Db, clock: Clock): Promise<boolean> {
  const agent = await db.selectFrom('agents').select('id').where('code', '=', DEFAULT_AGENT_CODE).executeTakeFirst();
  if (!agent) return false;
  const agentId = agent.id;
  if (await db.selectFrom('quests').select('id').where('agent_id', '=', agentId).limit(1).executeTakeFirst()) return false;
  const now = clock.now();
  const events = await db.selectFrom('events').select(['id', 'image']).where('agent_id', '=', agentId).execute();
  const eventId = (image: string) => events.find((event) => event.image === image)?.id ?? null;
  const rows = DEMO_QUESTS.flatMap((quest, index) => {
    const event = quest.event === undefined ? null : eventId(quest.event);
    if (quest.event !== undefined && event === null) return [];
    return [
      {
        agent_id: agentId,
        event_id: event,
        title: quest.title,
        description: quest.description,
        metric: quest.metric,
        period: quest.period,
        target: quest.target,
        reward: quest.reward,
        reward_value: quest.value,
        quota: quest.quota,
        // Started a day back: a member's activity earlier today counts on the first day.
        starts_at: now - 24 * 60 * 60 * 1000,
        ends_at: null,
        sort: index + 1,
      },
    ];
  });
  // One statement: all the demo quests or none.
  await db.insertInto('quests').values(rows).execute();
  return true;
}
