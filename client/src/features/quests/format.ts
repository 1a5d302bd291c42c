import type { Quest, QuestMetric, QuestPeriod, QuestReward } from '@shared/api/quest.js';
import { pointsText, thbText } from '../../lib/money-text.js';

export const PERIOD_TH: Record<QuestPeriod, string> = { daily: 'รายวัน', weekly: 'รายสัปดาห์', once: 'ครั้งเดียว' };

const countText = (n: number) => n.toLocaleString('th-TH', { maximumFractionDigits: 2 });

/** A progress or target figure in the metric's unit: baht for money, a count otherwise. */
export function amountText(metric: QuestMetric, value: number): string {
  switch (metric) {
    case 'deposit_total':
    case 'lotto_turnover':
      return thbText(value);
    case 'yeekee_shots':
      return `${countText(value)} ครั้ง`;
    case 'login_streak':
      return `${countText(value)} วัน`;
  }
}

/** What the quest pays, in Thai. */
export function rewardText(reward: { type: QuestReward; value: number }): string {
  switch (reward.type) {
    case 'credit':
      return `เครดิตฟรี ${thbText(reward.value)} เข้ากระเป๋าโบนัส`;
    case 'points':
      return `${pointsText(reward.value)} แต้ม`;
    case 'free_spins':
      return `หมุนวงล้อฟรี ${countText(reward.value)} ครั้ง`;
  }
}

/** Percent done, capped at 100 (progress may pass the target). */
export function percentOf(quest: Pick<Quest, 'progress' | 'target'>): number {
  if (quest.target <= 0) return 100;
  return Math.min(100, Math.floor((quest.progress / quest.target) * 100));
}

/** Ready to redeem first, then in progress, claimed last; the server's order within each. */
export function questRank(quest: Quest): number {
  if (quest.claimed) return 2;
  return quest.completed ? 0 : 1;
}
