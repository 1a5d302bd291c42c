import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import { DEFAULT_AGENT_CODE, WalletType } from '@shared/constants.js';
import { thbToSatang } from '@shared/money.js';
import { hashPasswordSync } from '../auth/passwords.js';
import { newReferralCode } from '../auth/referral.js';
import { postEntry, postPoints } from '../ledger/ledger.js';
import { seedGames } from '../games/seed.js';
import { seedLotto } from '../lotto/seed.js';
import { seedMoney } from '../payment/seed.js';
import { seedPolls } from '../poll/seed.js';
import { seedQuests } from '../quest/seed.js';
import { seedRedemption } from '../redemption/seed.js';
import { openWallets, walletIdOf } from '../ledger/wallets.js';
import { DEFAULT_SCRYPT_COST } from '../settings.js';

/** The demo login the start script prints. */
export const DEMO_MEMBER = {
  username: '0899999999',
  password: 'demo12345',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  bank_code: 'KBANK',
  bank_account_no: '1234567890',
  birth_date: '1990-05-15',
  credit_thb: 5000,
  points: 120,
} as const;

const MINUTE = 60_000;

/**
 * Fills an empty database with the demo agent, its accounts, notices and the
 * demo member. Runs once: a database that already has an agent is left alone.
 * Answers whether it seeded the agent. The lotto catalogue is seeded on its
 * own (once, when it has no categories), so a database made before it gets it;
 * so are the money channels, promotions and coupons (payment/seed.ts).
 */
export function seedDemo(db: Database, clock: Clock, options: { scryptCost?: number } = {}): boolean {
  seedLotto(db, clock);
  const seeded = seedAgent(db, clock, options);
  seedMoney(db, clock);
  seedQuests(db, clock);
  seedRedemption(db, clock);
  seedPolls(db, clock);
  seedGames(db, clock);
  return seeded;
}

function seedAgent(db: Database, clock: Clock, options: { scryptCost?: number }): boolean {
  if (db.prepare('SELECT COUNT(*) FROM agents').pluck().get() !== 0) return false;
  const passwordHash = hashPasswordSync(DEMO_MEMBER.password, options.scryptCost ?? DEFAULT_SCRYPT_COST);
  const now = clock.now();
  db.transaction(() => {
    const agentId = Number(
      db
        .prepare('INSERT INTO agents (code, name, logo, line_contact_url, line_admin_url) VALUES (?, ?, ?, ?, ?)')
        .run(
          DEFAULT_AGENT_CODE,
          'หวยเดโม่',
          '/assets/logo.svg',
          'https://line.me/R/ti/p/@demo-lotto',
          'https://line.me/R/ti/p/@demo-admin',
        ).lastInsertRowid,
    );

    const bank = db.prepare(
      'INSERT INTO agent_bank_accounts (agent_id, bank_code, account_no, account_name, sort_order) VALUES (?, ?, ?, ?, ?)',
    );
    bank.run(agentId, 'KBANK', '0481234567', 'บจก. หวยเดโม่ เอ็นเตอร์เทนเมนต์', 1);
    bank.run(agentId, 'SCB', '4059876543', 'บจก. หวยเดโม่ เอ็นเตอร์เทนเมนต์', 2);
    db.prepare('INSERT INTO agent_true_money_accounts (agent_id, phone, account_name, sort_order) VALUES (?, ?, ?, ?)').run(
      agentId,
      '0612345678',
      'หวยเดโม่ ทรูมันนี่',
      1,
    );

    const notice = db.prepare(
      'INSERT INTO notifications (agent_id, member_id, type, image, title, description, created_at) VALUES (?, NULL, ?, ?, ?, ?, ?)',
    );
    notice.run(
      agentId,
      1,
      '/assets/notifications/notice-1.svg',
      'ยินดีต้อนรับสู่หวยเดโม่',
      'ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง แทงหวยออนไลน์จ่ายจริงทุกงวด',
      now - 2 * MINUTE,
    );
    notice.run(
      agentId,
      2,
      null,
      'แจ้งปิดปรับปรุงระบบธนาคาร',
      'ธนาคารกสิกรไทยปิดปรับปรุงระบบ เวลา 00:00 - 02:00 น. ระหว่างนี้กรุณาฝากผ่านพร้อมเพย์',
      now - MINUTE,
    );

    const banner = db.prepare('INSERT INTO banners (agent_id, image, title, link, sort_order) VALUES (?, ?, ?, ?, ?)');
    // Each banner leads to what its picture shows.
    banner.run(agentId, '/assets/banners/banner-1.svg', 'หวยออนไลน์ จ่ายสูงสุดบาทละ 900', '/lotto/lobby', 1);
    banner.run(agentId, '/assets/banners/banner-2.svg', 'หวยยี่กี 24 ชั่วโมง ออกผลทุก 15 นาที', '/lotto/yeekee', 2);
    banner.run(agentId, '/assets/banners/banner-3.svg', 'สมาชิกใหม่ รับโบนัส 100%', '/promotions', 3);

    const event = db.prepare('INSERT INTO events (agent_id, image, title, description, created_at) VALUES (?, ?, ?, ?, ?)');
    event.run(agentId, '/assets/events/event-1.svg', 'หวยรัฐบาลงวดนี้ จ่ายบาทละ 900', 'เปิดรับแทงถึง 15:00 น. ของวันออกรางวัล', now - 2 * MINUTE);
    event.run(agentId, '/assets/events/event-2.svg', 'กิจกรรมหมุนกงล้อลุ้นเครดิตฟรีทุกวัน', 'ฝากครบ 500 บาท รับสิทธิ์หมุนฟรี 1 ครั้ง', now - MINUTE);

    const memberId = Number(
      db
        .prepare(
          `INSERT INTO members (agent_id, username, password_hash, first_name, last_name, bank_code, bank_account_no,
             birth_date, referral_code, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          agentId,
          DEMO_MEMBER.username,
          passwordHash,
          DEMO_MEMBER.first_name,
          DEMO_MEMBER.last_name,
          DEMO_MEMBER.bank_code,
          DEMO_MEMBER.bank_account_no,
          DEMO_MEMBER.birth_date,
          newReferralCode(db),
          now,
        ).lastInsertRowid,
    );
    db.prepare("INSERT INTO member_bank_accounts (account_no, member_id, slot) VALUES (?, ?, 'main')").run(
      DEMO_MEMBER.bank_account_no,
      memberId,
    );
    openWallets(db, memberId);
    // Demo money goes through the ledger like any other: the statement shows where it came from.
    postEntry(db, {
      walletId: walletIdOf(db, memberId, WalletType.MAIN),
      amount: thbToSatang(DEMO_MEMBER.credit_thb),
      kind: 'adjust',
      note: 'เครดิตทดลอง',
      at: now,
    });
    postPoints(db, { memberId, amount: DEMO_MEMBER.points, kind: 'adjust', note: 'แต้มทดลอง', at: now });
  })();
  return true;
}
