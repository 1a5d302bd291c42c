/**
 * The demo poll (id 1 in a new database: the announcement's image links to
 * /poll/1): open from the start of today for a week, four numbers to vote on,
 * a prize of 1,000 THB. Runs once, when the agent exists and has no polls, so
 * a database made before this area gets it.
 */
import type { Database } from 'better-sqlite3';
import type { Clock } from '@shared/clock.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { thbToSatang } from '@shared/money.js';
import { bangkokDayOf, DAY, dayStart, HOUR } from '../lotto/time.js';

export const DEMO_POLL = {
  title: 'โหวตเลขเด็ดงวดนี้',
  question: 'งวดนี้คุณคิดว่าเลขท้าย 2 ตัวเลขไหนจะมา?',
  description: 'โหวตได้วันละ 1 สิทธิ์ฟรี และรับเพิ่ม 1 สิทธิ์ทุกยอดฝาก 300 บาทของวันนั้น ปิดโหวตแล้วผู้ที่โหวตตัวเลือกที่ได้คะแนนมากที่สุดแบ่งรางวัลกันตามจำนวนโหวต',
  image: '/assets/events/event-1.svg',
  choices: ['19', '28', '57', '86'].map((n) => ({ label: `เลข ${n}`, image: `/assets/polls/number-${n}.svg` })),
  prize: thbToSatang(1000),
  /** open days, counted from the start of today (Bangkok); closes at 15:00 */
  days: 7,
} as const;

export function seedPolls(db: Database, clock: Clock): boolean {
  const agentId = db.prepare('SELECT id FROM agents WHERE code = ?').pluck().get(DEFAULT_AGENT_CODE) as number | undefined;
  if (agentId === undefined) return false;
  if (db.prepare('SELECT COUNT(*) FROM polls WHERE agent_id = ?').pluck().get(agentId) !== 0) return false;
  const now = clock.now();
  const opensAt = dayStart(bangkokDayOf(now));
  const closesAt = opensAt + DEMO_POLL.days * DAY + 15 * HOUR;
  db.transaction(() => {
    const pollId = Number(
      db
        .prepare('INSERT INTO polls (agent_id, title, question, description, image, opens_at, closes_at, prize, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(agentId, DEMO_POLL.title, DEMO_POLL.question, DEMO_POLL.description, DEMO_POLL.image, opensAt, closesAt, DEMO_POLL.prize, now).lastInsertRowid,
    );
    const choice = db.prepare('INSERT INTO poll_choices (poll_id, label, image, sort) VALUES (?, ?, ?, ?)');
    DEMO_POLL.choices.forEach((c, index) => choice.run(pollId, c.label, c.image, index + 1));
  })();
  return true;
}
