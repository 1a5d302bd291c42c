/**
 * Money seed data (docs/decisions/0017): the demo agent's PromptPay id and
 * deposit channels, promotions and demo coupons. Runs once, when the agent
 * exists and has no channels, so a database made before this area gets it.
 */
import type { CouponReward } from '#shared/api/coupon.js';
import type { PaymentChannelCode } from '#shared/api/payment.js';
import type { PromotionEligibilityRule } from '#shared/api/promotion.js';
import type { Clock } from '#shared/clock.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { thbToSatang } from '#shared/money.js';
import { inTransaction, type Db } from '../db/transaction.js';
import { DAY } from '#shared/dates/calendar.js';

export const DEMO_PROMPTPAY = { id: '0891234567', account_name: 'บจก. หวยเดโม่ เอ็นเตอร์เทนเมนต์' } as const;

export const DEMO_COUPONS = {
  credit: { code: 'WELCOME100', title: 'เครดิตฟรี 100 บาท ต้อนรับสมาชิกใหม่', thb: 100, quota: 1000, days: 90 },
  points: { code: 'POINT50', title: 'รับฟรี 50 แต้ม', points: 50, quota: 500, days: 30 },
} as const;

const satangList = (thb: number[]) => JSON.stringify(thb.map(thbToSatang));

export async function seedMoney(db: Db, clock: Clock): Promise<boolean> {
  const agent = await db.selectFrom('agents').select('id').where('code', '=', DEFAULT_AGENT_CODE).executeTakeFirst();
  if (agent === undefined) return false;
  const agentId = agent.id;
  if (await db.selectFrom('payment_channels').select('id').where('agent_id', '=', agentId).limit(1).executeTakeFirst()) return false;
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('agent_promptpay')
      .values({ agent_id: agentId, promptpay_id: DEMO_PROMPTPAY.id, account_name: DEMO_PROMPTPAY.account_name })
      .execute();
    const channel = (code: PaymentChannelCode, name: string, minThb: number, maxThb: number, quickThb: number[], sortOrder: number) => ({
      agent_id: agentId,
      code,
      name,
      min_amount: thbToSatang(minThb),
      max_amount: thbToSatang(maxThb),
      quick_amounts: satangList(quickThb),
      sort_order: sortOrder,
    });
    await tx
      .insertInto('payment_channels')
      .values([
        channel('promptpay', 'พร้อมเพย์ QR', 20, 100_000, [100, 300, 500, 1000, 5000], 1),
        channel('bank', 'โอนผ่านบัญชีธนาคาร', 100, 200_000, [300, 500, 1000, 5000, 10000], 2),
        channel('truemoney', 'ทรูมันนี่ วอลเล็ท', 20, 30_000, [100, 300, 500, 1000], 3),
      ])
      .execute();

    // Each promotion's rule is what its wording promises a member (docs/decisions/0047).
    await tx
      .insertInto('promotions')
      .values([
        {
          agent_id: agentId,
          title: 'สมาชิกใหม่ รับโบนัส 100%',
          description: 'ฝากครั้งแรกรับโบนัสเท่ายอดฝาก สูงสุด 1,000 บาท',
          image: '/assets/banners/banner-3.svg',
          bonus_percent: 100,
          max_bonus: thbToSatang(1000),
          min_deposit: thbToSatang(100),
          turnover_multiple: 5,
          withdraw_cap: thbToSatang(5000),
          terms: JSON.stringify([
            'ฝากขั้นต่ำ 100 บาท รับโบนัส 100% สูงสุด 1,000 บาท',
            'ทำยอดเทิร์น 5 เท่าของยอดฝากรวมโบนัส จึงจะถอนได้',
            'ถอนได้สูงสุด 5,000 บาท ส่วนที่เกินจะคงอยู่ในกระเป๋าโบนัสเพื่อเล่นต่อ',
            'รับโปรได้ครั้งละ 1 โปรโมชั่น',
          ]),
          sort_order: 1,
          eligibility: 'first_deposit' satisfies PromotionEligibilityRule,
        },
        {
          agent_id: agentId,
          title: 'ฝากรายวัน รับเพิ่ม 20%',
          description: 'ฝาก 300 บาทขึ้นไป รับโบนัส 20% สูงสุด 500 บาท',
          image: null,
          bonus_percent: 20,
          max_bonus: thbToSatang(500),
          min_deposit: thbToSatang(300),
          turnover_multiple: 3,
          withdraw_cap: null,
          terms: JSON.stringify(['ฝากขั้นต่ำ 300 บาท รับโบนัส 20% สูงสุด 500 บาท', 'ทำยอดเทิร์น 3 เท่าของยอดฝากรวมโบนัส', 'ไม่จำกัดยอดถอน']),
          sort_order: 2,
          eligibility: 'once_per_day' satisfies PromotionEligibilityRule,
        },
        {
          agent_id: agentId,
          title: 'โบนัส 10% ทุกยอดฝาก',
          description: 'ฝากทุกครั้งรับเพิ่ม 10% สูงสุด 300 บาท เทิร์นเพียง 2 เท่า',
          image: null,
          bonus_percent: 10,
          max_bonus: thbToSatang(300),
          min_deposit: thbToSatang(100),
          turnover_multiple: 2,
          withdraw_cap: null,
          terms: JSON.stringify(['ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 300 บาท', 'ทำยอดเทิร์น 2 เท่าของยอดฝากรวมโบนัส', 'ไม่จำกัดยอดถอน']),
          sort_order: 3,
          eligibility: 'any_deposit' satisfies PromotionEligibilityRule,
        },
      ])
      .execute();

    const { credit, points } = DEMO_COUPONS;
    const coupon = (c: { code: string; title: string; quota: number; days: number }, reward: CouponReward, value: number) => ({
      agent_id: agentId,
      code: c.code,
      title: c.title,
      reward,
      value,
      quota: c.quota,
      expires_at: now + c.days * DAY,
      created_at: now,
    });
    await tx
      .insertInto('coupons')
      .values([coupon(credit, 'credit', thbToSatang(credit.thb)), coupon(points, 'points', points.points)])
      .execute();
  });
  return true;
}
