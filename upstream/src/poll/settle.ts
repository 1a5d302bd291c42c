/**
 * Settling a closed poll (docs/decisions/0036), once: the guarded UPDATE that
 * stamps `settled_at` and every payment commit in one transaction, so a
 * second run (the scheduler and an early close, or two processes on one
 * database) finds it stamped and does nothing. On PostgreSQL that UPDATE also
 * holds the poll's row until the commit: a vote still counting on the poll
 * (vote.ts) finishes first and is counted, a later one refuses.
 *
 * Winning choices: those with the most votes (ties all win); no votes, no
 * winner and nothing paid. The prize is shared per winning vote in satang:
 * each gets floor(prize / votes), and the remainder (fewer satang than there
 * are votes) goes one satang each to the earliest winning votes (lowest id).
 * Each winner's shares are summed into one ledger entry into the main wallet.
 */
import { WalletType } from '#shared/constants.js';
import type { Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { post } from '../ledger/post.js';
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
export async function settlePoll(ctx: Ctx, pollId: number): Promise<boolean> {
  return inTransaction(ctx.db, async () => {
    const now = ctx.clock.now();
    const poll = await ctx.db
      .updateTable('polls')
      .set({ settled_at: now })
      .where('id', '=', pollId)
      .where('settled_at', 'is', null)
      .where('closes_at', '<=', now)
      .returningAll()
      .executeTakeFirst();
    if (!poll) return false;
    const { top } = await ctx.db
      .selectFrom('poll_choices')
      .select((eb) => eb.fn.max('votes').as('top'))
      .where('poll_id', '=', pollId)
      .executeTakeFirstOrThrow();
    if (!top) {
      await ctx.db.updateTable('polls').set({ winning_votes: 0 }).where('id', '=', pollId).execute();
      return true;
    }
    await ctx.db.updateTable('poll_choices').set({ won: 1 }).where('poll_id', '=', pollId).where('votes', '=', top).execute();
    const votes = await ctx.db
      .selectFrom('poll_votes as v')
      .innerJoin('poll_choices as c', 'c.id', 'v.choice_id')
      .select(['v.id', 'v.member_id'])
      .where('v.poll_id', '=', pollId)
      .where('c.won', '=', 1)
      .orderBy('v.id')
      .execute();
    await payWinners(ctx, poll, votes, now);
    await ctx.db.updateTable('polls').set({ winning_votes: votes.length }).where('id', '=', pollId).execute();
    return true;
  });
}

/** The shares of the winning votes, summed into one entry per member; each vote keeps its share and entry. */
async function payWinners(ctx: Ctx, poll: PollRow, votes: { id: number; member_id: number }[], now: number): Promise<void> {
  const shares = splitPrize(poll.prize, votes.length);
  const perMember = new Map<number, { amount: Satang; votes: { id: number; share: Satang }[] }>();
  votes.forEach((vote, index) => {
    const entry = perMember.get(vote.member_id) ?? { amount: 0, votes: [] };
    entry.amount += shares[index]!;
    entry.votes.push({ id: vote.id, share: shares[index]! });
    perMember.set(vote.member_id, entry);
  });
  for (const [memberId, { amount, votes: own }] of perMember) {
    // A prize of 0 (or fewer satang than votes) leaves some shares at 0: recorded, nothing posted.
    const entry =
      amount > 0
        ? await post(ctx.db, {
            balance: 'money',
            walletId: await walletIdOf(ctx.db, memberId, WalletType.MAIN),
            amount,
            kind: 'poll',
            ref: pollRef(poll.id),
            note: `รางวัลโพล: ${poll.title}`,
            at: now,
          })
        : undefined;
    for (const vote of own) {
      await ctx.db.updateTable('poll_votes').set({ prize_share: vote.share, ledger_entry_id: entry?.id ?? null }).where('id', '=', vote.id).execute();
    }
  }
}

/** Polls whose close has passed and which are not settled yet, oldest first. */
export async function duePolls(ctx: Ctx, now: number): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('polls')
    .select('id')
    .where('settled_at', 'is', null)
    .where('closes_at', '<=', now)
    .orderBy('closes_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
