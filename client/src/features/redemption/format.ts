/** The point shop's words: what an item gives, its stock and limits, a claim's state. */
import type { RedemptionItem, RedemptionReward } from '#shared/api/redemption.js';
import { pointsText, thbText } from '#client/lib/thai/format.js';
export { CLAIM_STATUS as CLAIM_STATUS_TH, SHOP_REWARD_TH as REWARD_KIND_TH } from '#client/lib/thai/labels.js';

/** What the member gets, in Thai ("เครดิต ฿100.00 เข้ากระเป๋าโบนัส"). */
export function rewardText({ reward, value }: { reward: RedemptionReward; value: number }): string {
  switch (reward) {
    case 'bonus_credit':
      return `เครดิต ${thbText(value)} เข้ากระเป๋าโบนัส`;
    case 'main_credit':
      return `เครดิต ${thbText(value)} เข้ากระเป๋าหลัก`;
    case 'free_spins':
      return `หมุนวงล้อฟรี ${pointsText(value)} ครั้ง`;
    case 'goods':
      return 'ของรางวัลจัดส่งโดยทีมงาน';
  }
}

/** "เหลือ 5 ชิ้น", "หมดแล้ว", or null when the item has no stock limit. */
export function stockText(item: Pick<RedemptionItem, 'reward' | 'stock'>): string | null {
  if (item.stock === null) return null;
  if (item.stock === 0) return 'หมดแล้ว';
  return `เหลือ ${pointsText(item.stock)} ${item.reward === 'goods' ? 'ชิ้น' : 'สิทธิ์'}`;
}

/** The item's limits, in Thai; empty when there are none. */
export function limitTexts(item: Pick<RedemptionItem, 'limit_per_member' | 'limit_per_day'>): string[] {
  const texts: string[] = [];
  if (item.limit_per_member !== null) texts.push(`แลกได้ ${pointsText(item.limit_per_member)} ครั้งต่อคน`);
  if (item.limit_per_day !== null) texts.push(`วันละ ${pointsText(item.limit_per_day)} ครั้ง`);
  return texts;
}
