/** Poll data for the page tests: times are relative to now, so the countdowns run as they would. */
import type { Poll, PollQuota, PollQuotaCheck, PollStats, PollVote, PollWinners } from '#shared/api/poll.js';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Poll 1, open for two more hours; 1,000 THB shared by the winning votes. */
export const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id: 1,
  title: 'ทายผลบอลคู่เด็ด',
  question: 'คืนนี้ทีมไหนจะชนะ?',
  description: 'โหวตทีมที่คุณคิดว่าจะชนะ ลุ้นรับส่วนแบ่งเงินรางวัล',
  image: '/assets/poll-1.jpg',
  choices: [
    { id: 11, label: 'ทีมเหย้า', image: null },
    { id: 12, label: 'ทีมเยือน', image: null },
    { id: 13, label: 'เสมอ', image: null },
  ],
  opens_at: at(-HOUR),
  closes_at: at(2 * HOUR),
  status: 'open',
  prize: 1000,
  winning_choice_ids: [],
  ...overrides,
});

export const stats = (votes: [number, number, number] = [6, 3, 1], overrides: Partial<PollStats> = {}): PollStats => ({
  poll_id: 1,
  status: 'open',
  total_votes: votes[0] + votes[1] + votes[2],
  choices: [
    { choice_id: 11, votes: votes[0] },
    { choice_id: 12, votes: votes[1] },
    { choice_id: 13, votes: votes[2] },
  ],
  version: votes[0] + votes[1] + votes[2],
  ...overrides,
});

/** 1 free + 1 from 300 THB of the 450 deposited today; one used. */
export const quota = (overrides: Partial<PollQuota> = {}): PollQuota => ({
  day: '2026-11-23',
  free: 1,
  per_deposit: 300,
  deposit_today: 450,
  earned: 1,
  used: 1,
  left: 1,
  deposit_to_next: 150,
  ...overrides,
});

export const check = (q: PollQuota = quota()): PollQuotaCheck => ({
  can_vote: q.left > 0,
  reason: q.left > 0 ? null : 'สิทธิ์โหวตของวันนี้หมดแล้ว ฝากเงินเพิ่มเพื่อรับสิทธิ์โหวต',
  quota: q,
});

export const voteAnswer = (choiceId: number, after: PollStats, q: PollQuota): PollVote => ({
  vote: { id: 501, poll_id: 1, choice_id: choiceId, created_at: at(0) },
  stats: after,
  quota: q,
});

/**
 * Settled: ทีมเยือน and เสมอ tied; 1,000 THB over 7 winning votes is 142.85 a
 * vote with 5 satang left, one each to the 5 earliest winning votes.
 */
export const winners = (overrides: Partial<PollWinners> = {}): PollWinners => ({
  poll_id: 1,
  status: 'closed',
  winning_choice_ids: [12, 13],
  prize: 1000,
  winning_votes: 7,
  winners: [
    { name: '089****999', votes: 4, amount: 571.44 },
    { name: '081****123', votes: 3, amount: 428.56 },
  ],
  settled_at: at(-60_000),
  ...overrides,
});
