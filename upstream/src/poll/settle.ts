/**
 * Settling a closed poll (docs/decisions/0036), once: the guarded UPDATE that
 * stamps `settled_at` and every payment commit in one immediate transaction,
 * so a second run (the scheduler and an early close, or two processes on one
 * file) finds it stamped and does nothing.
 *
 * Winning choices: those with the most votes (ties all win); no votes, no
 * winner and nothing paid. The prize is shared per winning vote in satang:
 * each gets floor(prize / votes), and the remainder (fewer satang than there
 * are votes) goes one satang each to the earliest winning votes (lowest id).
 * Each winner's shares are summed into one ledger entry into the main wallet.
 */
import { WalletType } from '@shared/constants.js';
import type { Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
import { walletIdOf } from '../ledger/wallets.js';
import { pollRef, type PollRow } from './polls.js';

/** Each winning vote's share of `prize`, in vote order: the exact split above. */
export function splitPrize(prize: Satang, votes: number): Satang[] {
  if (votes === 0) return [];
  const share = Math.floor(prize / votes);
  const remainder = prize - share * votes;
  return Array.from({ length: votes }, (_, index) => share + (index < remainder ? 1 : 0));
}

/** Settles the poll if it has closed and is not settled yet; answers whether this call did it. */
export function settlePoll(ctx: Ctx, pollId: number): boolean {
  return ctx.db
    .transaction((): boolean => {
      const now = ctx.clock.now();
      const poll = stmt<[number, number, number], PollRow>(
        ctx.db,
        'UPDATE polls SET settled_at = ? WHERE id = ? AND settled_at IS NULL AND closes_at <= ? RETURNING *',
      ).get(now, pollId, now);
      if (!poll) return false;
      const top = stmt<[number], number>(ctx.db, 'SELECT MAX(votes) FROM poll_choices WHERE poll_id = ?').pluck().get(pollId) as number | null;
      if (!top) {
        stmt(ctx.db, 'UPDATE polls SET winning_votes = 0 WHERE id = ?').run(pollId);
        return true;
      }
      stmt(ctx.db, 'UPDATE poll_choices SET won = 1 WHERE poll_id = ? AND votes = ?').run(pollId, top);
      const votes = stmt<[number], { id: number; member_id: number }>(
        ctx.db,
        `SELECT v.id, v.member_id FROM poll_votes v JOIN poll_choices c ON c.id = v.choice_id
         WHERE v.poll_id = ? AND c.won = 1 ORDER BY v.id`,
      ).all(pollId);
      const shares = splitPrize(poll.prize, votes.length);
      const perMember = new Map<number, { amount: Satang; votes: { id: number; share: Satang }[] }>();
      votes.forEach((vote, index) => {
        const entry = perMember.get(vote.member_id) ?? { amount: 0, votes: [] };
        entry.amount += shares[index]!;
        entry.votes.push({ id: vote.id, share: shares[index]! });
        perMember.set(vote.member_id, entry);
      });
      const setShare = stmt(ctx.db, 'UPDATE poll_votes SET prize_share = ?, ledger_entry_id = ? WHERE id = ?');
      for (const [memberId, { amount, votes: own }] of perMember) {
        // A prize of 0 (or fewer satang than votes) leaves some shares at 0: recorded, nothing posted.
        const entry =
          amount > 0
            ? postEntry(ctx.db, { walletId: walletIdOf(ctx.db, memberId, WalletType.MAIN), amount, kind: 'poll', ref: pollRef(pollId), note: `รางวัลโพล: ${poll.title}`, at: now })
            : undefined;
        for (const vote of own) setShare.run(vote.share, entry?.id ?? null, vote.id);
      }
      stmt(ctx.db, 'UPDATE polls SET winning_votes = ? WHERE id = ?').run(votes.length, pollId);
      return true;
    })
    .immediate();
}

/** Polls whose close has passed and which are not settled yet, oldest first. */
export function duePolls(ctx: Ctx, now: number): number[] {
  return stmt<[number], number>(ctx.db, 'SELECT id FROM polls INDEXED BY polls_unsettled WHERE settled_at IS NULL AND closes_at <= ? ORDER BY closes_at, id')
    .pluck()
    .all(now);
}
