import type { Clock } from '#shared/clock.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import type { RedemptionReward } from '#shared/api/redemption.js';
import { thbToSatang } from '#shared/money.js';
import type { Db } from '../db/transaction.js';

interface DemoItem {
  title: string;
  description: string;
  reward: RedemptionReward;
  /** THB for credit, spins for free spins, 1 for goods */
  value: number;
  cost: number;
  stock: number | null;
  limitPerMember: number | null;
  limitPerDay: number | null;
}

/** The demo shop: one item of each reward, goods with a stock. */
export const DEMO_REDEMPTION_ITEMS: readonly DemoItem[] = [
  {
    title: 'หมุนวงล้อฟรี 3 ครั้ง',
    description: 'รับสิทธิ์หมุนวงล้อฟรี 3 ครั้ง เข้าบัญชีทันที',
    reward: 'free_spins',
    value: 3,
    cost: 100,
    stock: null,
    limitPerMember: null,
    limitPerDay: 3,
  },
  {
    title: 'เครดิตฟรี 50 บาท',
    description: 'เข้ากระเป๋าโบนัส ใช้เล่นได้ทุกเกม ถอนได้เมื่อทำยอดเทิร์นโปรโมชั่นครบ',
    reward: 'bonus_credit',
    value: 50,
    cost: 500,
    stock: null,
    limitPerMember: null,
    limitPerDay: 1,
  },
  {
    title: 'เครดิต 20 บาท เข้ากระเป๋าหลัก',
    description: 'เข้ากระเป๋าหลัก ถอนได้ทันที',
    reward: 'main_credit',
    value: 20,
    cost: 300,
    stock: null,
    limitPerMember: 5,
    limitPerDay: 1,
  },
  {
    title: 'สติกเกอร์ LINE หวยเดโม่',
    description: 'ทีมงานส่งเป็นของขวัญทาง LINE ภายใน 24 ชั่วโมง',
    reward: 'goods',
    value: 1,
    cost: 20,
    stock: 500,
    limitPerMember: 1,
    limitPerDay: null,
  },
  {
    title: 'แก้วเก็บความเย็นหวยเดโม่',
    description: 'จัดส่งฟรีถึงบ้าน ทีมงานติดต่อกลับทาง LINE ภายใน 3 วันทำการ',
    reward: 'goods',
    value: 1,
    cost: 2000,
    stock: 50,
    limitPerMember: 1,
    limitPerDay: null,
  },
];

/** Seeds the demo shop once, when the agent has no item yet (items are switched off, never deleted). */
export async function seedRedemption(db: Db, clock: Clock): Promise<boolean> {
  const agent = await db.selectFrom('agents').select('id').where('code', '=', DEFAULT_AGENT_CODE).executeTakeFirst();
  if (!agent) return false;
  if (await db.selectFrom('redemption_items').select('id').where('agent_id', '=', agent.id).limit(1).executeTakeFirst()) return false;
  const now = clock.now();
  // One statement: the whole shop or none of it.
  await db
    .insertInto('redemption_items')
    .values(
      DEMO_REDEMPTION_ITEMS.map((item, index) => ({
        agent_id: agent.id,
        title: item.title,
        description: item.description,
        image: null,
        reward: item.reward,
        value: item.reward === 'bonus_credit' || item.reward === 'main_credit' ? thbToSatang(item.value) : item.value,
        cost: item.cost,
        stock: item.stock,
        limit_per_member: item.limitPerMember,
        limit_per_day: item.limitPerDay,
        enabled: 1,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return true;
}
