/**
 * daily-jobs: the nightly run (turnover cashback, loss refund, affiliate
 * commission) for one Bangkok day over a month of play, in-process on a temp
 * SQLite file. The members, their referral tree, a month of bills and ledger
 * entries are generated straight in SQL (registration is not what is
 * measured); then the run for the month's last day is timed, and an exact
 * audit compares what the jobs paid with the same sums computed by plain SQL
 * queries over the ledger. A second run of the same day must write nothing.
 *
 *   npm run bench -- daily-jobs [--members 100000] [--days 30]
 *
 * Every member plays on the measured day (so the run has --members units of
 * each member job); on the other days about a third of them do. Stakes run
 * from 10 to 5,000 THB with odd satang (so every floor matters); one bill in
 * ten is on yeekee, one in eight wins three times its stake; one sign-up in a
 * hundred is flagged.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type RawBuilder } from 'kysely';
import { FakeClock } from '#shared/clock.js';
import { openStore } from '#upstream/db/store.js';
import { inTransaction, type Db } from '#upstream/db/transaction.js';
import { DAILY_JOB_LIST } from '#upstream/daily/jobs.js';
import { runDay } from '#upstream/daily/runner.js';
import { addDays, dayStart, HOUR, MINUTE } from '#shared/dates/calendar.js';
import { resolveSettings } from '#upstream/settings.js';
import { intFlag } from './lib/flags.js';
import { goal, machineLine } from './lib/stats.js';

const GOAL_MEMBERS_PER_S = 5_000;
const LAST_DAY = '2026-11-30';

export async function main(args: string[]): Promise<void> {
  const members = intFlag(args, 'members', 100_000);
  const days = intFlag(args, 'days', 30);
  const file = join(tmpdir(), `bench-daily-${randomUUID()}.sqlite`);
  const store = await openStore({ file });
  const { db } = store;
  try {
    console.log(machineLine());
    const firstDay = addDays(LAST_DAY, 1 - days);
    let started = performance.now();
    const entries = await generate(db, members, firstDay, days);
    console.log(`generated ${members.toLocaleString('en')} members, ${entries.toLocaleString('en')} ledger entries over ${days} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const ctx = { db, clock: new FakeClock(dayStart(addDays(LAST_DAY, 1)) + MINUTE), settings: resolveSettings({}) };
    started = performance.now();
    const outcomes = await runDay(ctx, DAILY_JOB_LIST, LAST_DAY, (error) => console.error(error));
    const seconds = (performance.now() - started) / 1000;
    const players = outcomes.find((o) => o.job === 'turnover_cashback')?.written ?? 0;
    for (const o of outcomes) {
      console.log(`  ${o.job.padEnd(22)} units ${o.written.toLocaleString('en').padStart(8)}  paid ${o.paid.toLocaleString('en').padStart(8)}  total ${(o.total / 100).toLocaleString('en', { minimumFractionDigits: 2 })} THB  failures ${o.failures}`);
    }
    const rate = players / seconds;
    console.log(`nightly run for ${LAST_DAY}: ${seconds.toFixed(2)} s, ${players.toLocaleString('en')} members, ${rate.toFixed(0)} members/s (goal ≥ ${GOAL_MEMBERS_PER_S.toLocaleString('en')}: ${goal(rate >= GOAL_MEMBERS_PER_S)})`);

    started = performance.now();
    const again = await runDay(ctx, DAILY_JOB_LIST, LAST_DAY);
    console.log(`second run of the same day: ${again.length} jobs with work, ${((performance.now() - started) / 1000).toFixed(2)} s`);
    const ok = await audit(db, LAST_DAY, players);
    if (!ok) process.exitCode = 1;
  } finally {
    await store.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

/** A query's one number (its first column of its first row). */
async function one(db: Db, query: RawBuilder<Record<string, number>>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(Object.values(rows[0]!)[0]);
}

/**
 * Members, wallets, a referral tree, rounds, bills and their ledger entries; answers the ledger rows made.
 * SQLite's SQL (printf, its PRAGMAs): the bench runs on a temp SQLite file.
 */
async function generate(db: Db, members: number, firstDay: string, days: number): Promise<number> {
  const now = dayStart(firstDay);
  // Outside the transaction: SQLite ignores this PRAGMA inside one.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await inTransaction(db, async () => {
    await sql`INSERT INTO agents (code, name) VALUES ('bench', 'bench')`.execute(db);
    await sql`INSERT INTO lotto_categories (id, code, name, grp, kind, bet_types, schedule) VALUES
         (1, 'HANOI', 'ฮานอย', 'hanoi', 'standard', '[]', '{}'), (2, 'YEEKEE', 'ยี่กี', 'yeekee', 'yeekee', '[]', '{}')`.execute(db);
    // Members 1…N; member i was referred by i / 3 (a tree three and more levels deep), the first ten by nobody.
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${members})
       INSERT INTO members (id, agent_id, username, password_hash, first_name, last_name, bank_code, bank_account_no, birth_date,
         referral_code, referrer_id, created_at)
       SELECT i, 1, printf('08%08d', i), 'x', 'สมาชิก', 'ทดสอบ', 'SCB', printf('9%09d', i), '1990-01-01', printf('B%07d', i),
         CASE WHEN i > 10 THEN i / 3 END, ${now} FROM n`.execute(db);
    await sql`INSERT INTO wallets (member_id, type, name, balance) SELECT id, t.type, 'w', 0 FROM members, (SELECT 1 AS type UNION ALL SELECT 2) t`.execute(db);
    await sql`INSERT INTO affiliate_flags (member_id, matched_member_id, level, reason, created_at)
       SELECT id, referrer_id, 1, 'bench', ${now} FROM members WHERE referrer_id IS NOT NULL AND id % 100 = 7`.execute(db);
    // One round of each category per day.
    const rounds = Array.from({ length: days }, (_, d) => addDays(firstDay, d)).flatMap((day, d) =>
      [1, 2].map((category) => ({
        id: d * 2 + category,
        category_id: category,
        draw_date: day,
        round_no: 1,
        name: `${day}-${category}`,
        status: 'closed',
        opens_at: dayStart(day),
        closes_at: dayStart(day) + 20 * HOUR,
        result_at: dayStart(day) + 21 * HOUR,
        created_at: now,
      })),
    );
    await db.insertInto('lotto_rounds').values(rounds).execute();
    // A bill per member and day played: every member on the last day, about a third on the others.
    await sql`WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < ${days} - 1)
       INSERT INTO lotto_bills (member_id, round_id, status, total, paid_main, paid_bonus, win_amount, item_count, created_at)
       SELECT m.id, d.k * 2 + CASE WHEN (m.id + d.k) % 10 = 0 THEN 2 ELSE 1 END,
         CASE WHEN (m.id * 7 + d.k) % 8 = 0 THEN 'won' ELSE 'lost' END,
         ((m.id * 37) % 500 + 1) * 1000 + m.id % 97, ((m.id * 37) % 500 + 1) * 1000 + m.id % 97, 0,
         CASE WHEN (m.id * 7 + d.k) % 8 = 0 THEN (((m.id * 37) % 500 + 1) * 1000 + m.id % 97) * 3 ELSE 0 END, 1,
         ${now + 10 * HOUR} + d.k * 86400000 + (m.id % 600) * 60000
       FROM members m, d
       WHERE d.k = ${days} - 1 OR (m.id * 7 + d.k * 13) % 3 = 0`.execute(db);
    // Its stake, and its win an hour later on the same day.
    await sql`INSERT INTO ledger_entries (wallet_id, member_id, amount, kind, ref, balance_after, created_at)
       SELECT w.id, b.member_id, -b.total, 'bet', 'bill:' || b.id, 0, b.created_at
       FROM lotto_bills b JOIN wallets w ON w.member_id = b.member_id AND w.type = 1`.execute(db);
    await sql`INSERT INTO ledger_entries (wallet_id, member_id, amount, kind, ref, balance_after, created_at)
       SELECT w.id, b.member_id, b.win_amount, 'win', 'bill:' || b.id, 0, b.created_at + 3600000
       FROM lotto_bills b JOIN wallets w ON w.member_id = b.member_id AND w.type = 1 WHERE b.win_amount > 0`.execute(db);
  });
  await sql`PRAGMA foreign_keys = ON`.execute(db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  await sql`ANALYZE`.execute(db);
  return one(db, sql`SELECT COUNT(*) AS n FROM ledger_entries`);
}

/** What the jobs paid against the same sums by plain SQL over the ledger; prints each and answers whether all match. */
async function audit(db: Db, day: string, players: number): Promise<boolean> {
  const [from, to] = [dayStart(day), dayStart(addDays(day, 1))];
  const play = sql`SELECT member_id,
      -SUM(CASE WHEN kind IN ('bet', 'refund', 'game_bet') THEN amount ELSE 0 END) AS t,
      SUM(CASE WHEN kind IN ('win', 'game_win') THEN amount ELSE 0 END) AS w
    FROM ledger_entries WHERE created_at >= ${from} AND created_at < ${to} AND kind IN ('bet', 'refund', 'win', 'game_bet', 'game_win') GROUP BY member_id`;
  const refund = sql`(t - w) * 5000 / 100000`;
  const checks: [string, number, number][] = [
    [
      'turnover cashback (0.3 %)',
      await one(db, sql`SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_entries WHERE kind = 'cashback' AND ref = ${`cashback:turnover:${day}`}`),
      await one(db, sql`SELECT COALESCE(SUM(t * 300 / 100000), 0) AS n FROM (${play}) AS p`),
    ],
    [
      'loss refunds offered (5 %, ≥ 100, ≤ 1,000 THB)',
      await one(db, sql`SELECT COALESCE(SUM(amount), 0) AS n FROM cashback_loss WHERE day = ${day}`),
      await one(db, sql`SELECT COALESCE(SUM(CASE WHEN ${refund} < 100000 THEN ${refund} ELSE 100000 END), 0) AS n FROM (${play}) AS p WHERE t - w >= 10000`),
    ],
    [
      'affiliate commission (1 / 0.5 / 0.3 %)',
      await one(db, sql`SELECT COALESCE(SUM(amount), 0) AS n FROM affiliate_entries WHERE kind = 'commission' AND day = ${day}`),
      await one(
        db,
        sql`WITH p AS (${play}),
           up AS (SELECT p.t, m1.referrer_id AS r1, m2.referrer_id AS r2, m3.referrer_id AS r3
                  FROM p JOIN members m1 ON m1.id = p.member_id LEFT JOIN members m2 ON m2.id = m1.referrer_id
                  LEFT JOIN members m3 ON m3.id = m2.referrer_id
                  WHERE p.t > 0 AND p.member_id NOT IN (SELECT member_id FROM affiliate_flags))
         SELECT COALESCE(SUM(c), 0) AS n FROM (
           SELECT SUM(t) * 1000 / 100000 AS c FROM up WHERE r1 IS NOT NULL GROUP BY r1
           UNION ALL SELECT SUM(t) * 500 / 100000 FROM up WHERE r2 IS NOT NULL GROUP BY r2
           UNION ALL SELECT SUM(t) * 300 / 100000 FROM up WHERE r3 IS NOT NULL GROUP BY r3) AS c`,
      ),
    ],
    ['members measured', players, await one(db, sql`SELECT COUNT(*) AS n FROM (${play}) AS p`)],
  ];
  let ok = true;
  for (const [what, paid, expected] of checks) {
    const same = paid === expected;
    ok &&= same;
    console.log(`audit ${what}: jobs ${paid.toLocaleString('en')} = straight SQL ${expected.toLocaleString('en')} ${same ? 'exact' : 'MISMATCH'}`);
  }
  const wallets = await one(
    db,
    sql`SELECT COUNT(*) AS n FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.wallet_id = w.id AND e.kind = 'cashback')`,
  );
  console.log(`audit wallets: ${wallets === 0 ? 'every main balance = its cashback entries' : `${wallets} wallets off`}`);
  return ok && wallets === 0;
}
