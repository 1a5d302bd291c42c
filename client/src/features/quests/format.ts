import type { Quest, QuestMetric } from '#shared/api/quest.js';
import { freeSpinCountText } from '#client/components/free-spin-offer/offer-text.js';
import { countText, pointsText, thbText } from '#client/lib/thai/format.js';
export { QUEST_PERIOD_TH as PERIOD_TH } from '#client/lib/thai/labels.js';

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

function ownRewardText(reward: Quest['reward']): string {
  switch (reward.type) {
    case 'credit':
      return `เครดิตฟรี ${thbText(reward.value)} เข้ากระเป๋าโบนัส`;
    case 'points':
      return `${pointsText(reward.value)} แต้ม`;
    case 'free_spins':
      return `หมุนวงล้อฟรี ${countText(reward.value)} ครั้ง`;
  }
}

/** What the quest pays, in Thai, with the game free spins it grants as well ("100 แต้ม + ฟรีสปิน 5 ครั้ง"). */
export function rewardText(reward: Quest['reward']): string {
  const own = ownRewardText(reward);
  return reward.free_spin_offer ? `${own} + ${freeSpinCountText(reward.free_spin_offer)}` : own;
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
