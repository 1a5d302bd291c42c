/**
 * Demo quests for the demo agent: one of each measure and period, and one
 * attached to the wheel event. Runs once, when the agent exists and has no
 * quests, so a database made before this area gets them.
 */
import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { thbToSatang } from '@shared/money.js';
import type { QuestMetric, QuestPeriod, QuestReward } from '@shared/api/quest.js';

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

export function seedQuests(db: Database, clock: Clock): boolean {
  const agentId = db.prepare('SELECT id FROM agents WHERE code = ?').pluck().get(DEFAULT_AGENT_CODE) as number | undefined;
  if (agentId === undefined) return false;
  if (db.prepare('SELECT COUNT(*) FROM quests WHERE agent_id = ?').pluck().get(agentId) !== 0) return false;
  const now = clock.now();
  const insert = db.prepare(
    `INSERT INTO quests (agent_id, event_id, title, description, metric, period, target, reward, reward_value, quota, starts_at, ends_at, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const eventId = db.prepare('SELECT id FROM events WHERE agent_id = ? AND image = ?').pluck();
  db.transaction(() => {
    DEMO_QUESTS.forEach((quest, index) => {
      const event = quest.event === undefined ? null : ((eventId.get(agentId, quest.event) as number | undefined) ?? null);
      if (quest.event !== undefined && event === null) return;
      // Started a day back: a member's activity earlier today counts on the first day.
      insert.run(agentId, event, quest.title, quest.description, quest.metric, quest.period, quest.target, quest.reward, quest.value, quest.quota, now - 24 * 60 * 60 * 1000, index + 1);
    });
  })();
  return true;
}
