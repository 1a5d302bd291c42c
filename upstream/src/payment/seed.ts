/**
 * Money seed data (docs/decisions/0017): the demo agent's PromptPay id and
 * deposit channels, promotions and demo coupons. Runs once, when the agent
 * exists and has no channels, so a database made before this area gets it.
 */
import type { Database } from 'better-sqlite3';
import type { PromotionEligibilityRule } from '@shared/api/promotion.js';
import type { Clock } from '@shared/clock.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { thbToSatang } from '@shared/money.js';
import { DAY } from '../lotto/time.js';

export const DEMO_PROMPTPAY = { id: '0891234567', account_name: 'บจก. หวยเดโม่ เอ็นเตอร์เทนเมนต์' } as const;

export const DEMO_COUPONS = {
  credit: { code: 'WELCOME100', title: 'เครดิตฟรี 100 บาท ต้อนรับสมาชิกใหม่', thb: 100, quota: 1000, days: 90 },
  points: { code: 'POINT50', title: 'รับฟรี 50 แต้ม', points: 50, quota: 500, days: 30 },
} as const;

const satangList = (thb: number[]) => JSON.stringify(thb.map(thbToSatang));

export function seedMoney(db: Database, clock: Clock): boolean {
  const agentId = db.prepare('SELECT id FROM agents WHERE code = ?').pluck().get(DEFAULT_AGENT_CODE) as number | undefined;
  if (agentId === undefined) return false;
  if (db.prepare('SELECT COUNT(*) FROM payment_channels WHERE agent_id = ?').pluck().get(agentId) !== 0) return false;
  const now = clock.now();
  db.transaction(() => {
    db.prepare('INSERT INTO agent_promptpay (agent_id, promptpay_id, account_name) VALUES (?, ?, ?)').run(
      agentId,
      DEMO_PROMPTPAY.id,
      DEMO_PROMPTPAY.account_name,
    );
    const channel = db.prepare(
      `INSERT INTO payment_channels (agent_id, code, name, min_amount, max_amount, quick_amounts, sort_order)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    channel.run(agentId, 'promptpay', 'พร้อมเพย์ QR', thbToSatang(20), thbToSatang(100_000), satangList([100, 300, 500, 1000, 5000]), 1);
    channel.run(agentId, 'bank', 'โอนผ่านบัญชีธนาคาร', thbToSatang(100), thbToSatang(200_000), satangList([300, 500, 1000, 5000, 10000]), 2);
    channel.run(agentId, 'truemoney', 'ทรูมันนี่ วอลเล็ท', thbToSatang(20), thbToSatang(30_000), satangList([100, 300, 500, 1000]), 3);

    // Each promotion's rule is what its wording promises a member (docs/decisions/0047).
    const promotion = db.prepare(
      `INSERT INTO promotions (agent_id, title, description, image, bonus_percent, max_bonus, min_deposit, turnover_multiple,
         withdraw_cap, terms, sort_order, eligibility)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    promotion.run(
      agentId,
      'สมาชิกใหม่ รับโบนัส 100%',
      'ฝากครั้งแรกรับโบนัสเท่ายอดฝาก สูงสุด 1,000 บาท',
      '/assets/banners/banner-3.svg',
      100,
      thbToSatang(1000),
      thbToSatang(100),
      5,
      thbToSatang(5000),
      JSON.stringify([
        'ฝากขั้นต่ำ 100 บาท รับโบนัส 100% สูงสุด 1,000 บาท',
        'ทำยอดเทิร์น 5 เท่าของยอดฝากรวมโบนัส จึงจะถอนได้',
        'ถอนได้สูงสุด 5,000 บาท ส่วนที่เกินจะคงอยู่ในกระเป๋าโบนัสเพื่อเล่นต่อ',
        'รับโปรได้ครั้งละ 1 โปรโมชั่น',
      ]),
      1,
      'first_deposit' satisfies PromotionEligibilityRule,
    );
    promotion.run(
      agentId,
      'ฝากรายวัน รับเพิ่ม 20%',
      'ฝาก 300 บาทขึ้นไป รับโบนัส 20% สูงสุด 500 บาท',
      null,
      20,
      thbToSatang(500),
      thbToSatang(300),
      3,
      null,
      JSON.stringify(['ฝากขั้นต่ำ 300 บาท รับโบนัส 20% สูงสุด 500 บาท', 'ทำยอดเทิร์น 3 เท่าของยอดฝากรวมโบนัส', 'ไม่จำกัดยอดถอน']),
      2,
      'once_per_day' satisfies PromotionEligibilityRule,
    );
    promotion.run(
      agentId,
      'โบนัส 10% ทุกยอดฝาก',
      'ฝากทุกครั้งรับเพิ่ม 10% สูงสุด 300 บาท เทิร์นเพียง 2 เท่า',
      null,
      10,
      thbToSatang(300),
      thbToSatang(100),
      2,
      null,
      JSON.stringify(['ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 300 บาท', 'ทำยอดเทิร์น 2 เท่าของยอดฝากรวมโบนัส', 'ไม่จำกัดยอดถอน']),
      3,
      'any_deposit' satisfies PromotionEligibilityRule,
    );

    const coupon = db.prepare(
      `INSERT INTO coupons (agent_id, code, title, reward, value, quota, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const { credit, points } = DEMO_COUPONS;
    coupon.run(agentId, credit.code, credit.title, 'credit', thbToSatang(credit.thb), credit.quota, now + credit.days * DAY, now);
    coupon.run(agentId, points.code, points.title, 'points', points.points, points.quota, now + points.days * DAY, now);
  })();
  return true;
}
