import { sql } from 'kysely';
import type { Clock } from '#shared/clock.js';
import { DEFAULT_AGENT_CODE, WalletType } from '#shared/constants.js';
import { thbToSatang } from '#shared/money.js';
import { hashPasswordSync } from '../auth/passwords.js';
import { newReferralCode } from '../auth/referral.js';
import { post } from '../ledger/post.js';
import { seedGames } from '../games/seed.js';
import { seedLotto } from '../lotto/seed.js';
import { seedMoney } from '../payment/seed.js';
import { seedPolls } from '../poll/seed.js';
import { seedQuests } from '../quest/seed.js';
import { seedRedemption } from '../redemption/seed.js';
import { openWallets, walletIdOf } from '../ledger/wallets.js';
import { DEFAULT_SCRYPT_COST } from '../settings.js';
import { isPostgres } from './engine.js';
import { inTransaction, type Db } from './transaction.js';

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
export async function seedDemo(db: Db, clock: Clock, options: { scryptCost?: number } = {}): Promise<boolean> {
  // One transaction, and on PostgreSQL one seeder at a time: processes starting together on an
  // empty database seed it once, the others find it seeded (each seed looks before it writes).
  return inTransaction(db, async () => {
    if (isPostgres(db)) await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(db);
    await seedLotto(db, clock);
    const seeded = await seedAgent(db, clock, options);
    await seedMoney(db, clock);
    await seedQuests(db, clock);
    await seedRedemption(db, clock);
    await seedPolls(db, clock);
    await seedGames(db, clock);
    return seeded;
  });
}

/** The advisory lock of seeding (db/postgres/migrate.ts has the migrations'). */
const SEED_LOCK = 7_234_602;

const AGENT_NAME = 'บจก. หวยเดโม่ เอ็นเตอร์เทนเมนต์';

async function seedAgent(db: Db, clock: Clock, options: { scryptCost?: number }): Promise<boolean> {
  if (await db.selectFrom('agents').select('id').limit(1).executeTakeFirst()) return false;
  const passwordHash = hashPasswordSync(DEMO_MEMBER.password, options.scryptCost ?? DEFAULT_SCRYPT_COST);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const { id: agentId } = await tx
      .insertInto('agents')
      .values({
        code: DEFAULT_AGENT_CODE,
        name: 'หวยเดโม่',
        logo: '/assets/logo.svg',
        line_contact_url: 'https://line.me/R/ti/p/@demo-lotto',
        line_admin_url: 'https://line.me/R/ti/p/@demo-admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await tx
      .insertInto('agent_bank_accounts')
      .values([
        { agent_id: agentId, bank_code: 'KBANK', account_no: '0481234567', account_name: AGENT_NAME, sort_order: 1 },
        { agent_id: agentId, bank_code: 'SCB', account_no: '4059876543', account_name: AGENT_NAME, sort_order: 2 },
      ])
      .execute();
    await tx
      .insertInto('agent_true_money_accounts')
      .values({ agent_id: agentId, phone: '0612345678', account_name: 'หวยเดโม่ ทรูมันนี่', sort_order: 1 })
      .execute();

    await tx
      .insertInto('notifications')
      .values([
        {
          agent_id: agentId,
          member_id: null,
          type: 1,
          image: '/assets/notifications/notice-1.svg',
          title: 'ยินดีต้อนรับสู่หวยเดโม่',
          description: 'ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง แทงหวยออนไลน์จ่ายจริงทุกงวด',
          created_at: now - 2 * MINUTE,
        },
        {
          agent_id: agentId,
          member_id: null,
          type: 2,
          image: null,
          title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
          description: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบ เวลา 00:00 - 02:00 น. ระหว่างนี้กรุณาฝากผ่านพร้อมเพย์',
          created_at: now - MINUTE,
        },
      ])
      .execute();

    // Each banner leads to what its picture shows.
    await tx
      .insertInto('banners')
      .values([
        { agent_id: agentId, image: '/assets/banners/banner-1.svg', title: 'หวยออนไลน์ จ่ายสูงสุดบาทละ 900', link: '/lotto/lobby', sort_order: 1 },
        { agent_id: agentId, image: '/assets/banners/banner-2.svg', title: 'หวยยี่กี 24 ชั่วโมง ออกผลทุก 15 นาที', link: '/lotto/yeekee', sort_order: 2 },
        { agent_id: agentId, image: '/assets/banners/banner-3.svg', title: 'สมาชิกใหม่ รับโบนัส 100%', link: '/promotions', sort_order: 3 },
      ])
      .execute();

    await tx
      .insertInto('events')
      .values([
        {
          agent_id: agentId,
          image: '/assets/events/event-1.svg',
          title: 'หวยรัฐบาลงวดนี้ จ่ายบาทละ 900',
          description: 'เปิดรับแทงถึง 15:00 น. ของวันออกรางวัล',
          created_at: now - 2 * MINUTE,
        },
        {
          agent_id: agentId,
          image: '/assets/events/event-2.svg',
          title: 'กิจกรรมหมุนกงล้อลุ้นเครดิตฟรีทุกวัน',
          description: 'ฝากครบ 500 บาท รับสิทธิ์หมุนฟรี 1 ครั้ง',
          created_at: now - MINUTE,
        },
      ])
      .execute();

    const { id: memberId } = await tx
      .insertInto('members')
      .values({
        agent_id: agentId,
        username: DEMO_MEMBER.username,
        password_hash: passwordHash,
        first_name: DEMO_MEMBER.first_name,
        last_name: DEMO_MEMBER.last_name,
        bank_code: DEMO_MEMBER.bank_code,
        bank_account_no: DEMO_MEMBER.bank_account_no,
        birth_date: DEMO_MEMBER.birth_date,
        referral_code: await newReferralCode(tx),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('member_bank_accounts').values({ account_no: DEMO_MEMBER.bank_account_no, member_id: memberId, slot: 'main' }).execute();
    await openWallets(tx, memberId);
    // Demo money goes through the ledger like any other: the statement shows where it came from.
    await post(tx, {
      balance: 'money',
      walletId: await walletIdOf(tx, memberId, WalletType.MAIN),
      amount: thbToSatang(DEMO_MEMBER.credit_thb),
      kind: 'adjust',
      note: 'เครดิตทดลอง',
      at: now,
    });
    await post(tx, { balance: 'points', memberId, amount: DEMO_MEMBER.points, kind: 'adjust', note: 'แต้มทดลอง', at: now });
  });
  return true;
}
