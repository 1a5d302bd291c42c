/**
 * The demo poll (id 1 in a new database: the announcement's image links to
 * /poll/1): open from the start of today for a week, four numbers to vote on,
 * a prize of 1,000 THB. Runs once, when the agent exists and has no polls, so
 * a database made before this area gets it.
 */
import type { Clock } from '#shared/clock.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { thbToSatang } from '#shared/money.js';
import { inTransaction, type Db } from '../db/transaction.js';
import { bangkokDayOf, DAY, dayStart, HOUR } from '#shared/dates/calendar.js';

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

export async function seedPolls(db: Db, clock: Clock): Promise<boolean> {
  const agent = await db.selectFrom('agents').select('id').where('code', '=', DEFAULT_AGENT_CODE).executeTakeFirst();
  if (!agent) return false;
  if (await db.selectFrom('polls').select('id').where('agent_id', '=', agent.id).limit(1).executeTakeFirst()) return false;
  const now = clock.now();
  const opensAt = dayStart(bangkokDayOf(now));
  const closesAt = opensAt + DEMO_POLL.days * DAY + 15 * HOUR;
  await inTransaction(db, async (tx) => {
    const { id: pollId } = await tx
      .insertInto('polls')
      .values({
        agent_id: agent.id,
        title: DEMO_POLL.title,
        question: DEMO_POLL.question,
        description: DEMO_POLL.description,
        image: DEMO_POLL.image,
        opens_at: opensAt,
        closes_at: closesAt,
        prize: DEMO_POLL.prize,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('poll_choices')
      .values(DEMO_POLL.choices.map((c, index) => ({ poll_id: pollId, label: c.label, image: c.image, sort: index + 1 })))
      .execute();
  });
  return true;
}
