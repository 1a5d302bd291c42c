/** The poll's words and sums: its status, shares of the votes and how the prize is split. */
import type { Poll, PollStatus } from '#shared/api/poll.js';
import { satangOf } from '#client/lib/thai/format.js';
export { countText, sharePercentText as percentText } from '#client/lib/thai/format.js';
export { POLL_STATUS_TH } from '#client/lib/thai/labels.js';

const RANK: Record<PollStatus, number> = { scheduled: 0, open: 1, closed: 2 };

/** Where the poll is by the server's clock alone (its scheduler may be a moment behind). */
export function phaseAt(poll: Pick<Poll, 'opens_at' | 'closes_at'>, now: number): PollStatus {
  if (now >= Date.parse(poll.closes_at)) return 'closed';
  return now >= Date.parse(poll.opens_at) ? 'open' : 'scheduled';
}

/** The furthest along of what the config, the live votes and the clock say: a poll never goes back. */
export function latestStatus(...statuses: (PollStatus | undefined)[]): PollStatus {
  return statuses.reduce<PollStatus>((a, b) => (b !== undefined && RANK[b] > RANK[a] ? b : a), 'scheduled');
}

/** A choice's share of the votes, 0–100 (0 while nobody has voted). */
export const sharePercent = (votes: number, total: number) => (total > 0 ? (votes / total) * 100 : 0);

/**
 * The prize shared per winning vote, in satang (decision 0036): each vote
 * gets the floor of prize ÷ votes, and the satang left over go one each to the
 * earliest winning votes.
 */
export function prizeSplit(prizeThb: number, winningVotes: number): { perVote: number; remainder: number } {
  if (winningVotes <= 0) return { perVote: 0, remainder: 0 };
  const prize = satangOf(prizeThb);
  return { perVote: Math.floor(prize / winningVotes), remainder: prize % winningVotes };
}
