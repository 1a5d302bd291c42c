/**
 * Settling football bets: once a match is over, each bet on it gets one
 * credit of its return, stake × price floored to the satang when it won and 0
 * when it lost (the 0 closes its wallet round, as a losing spin's does). The
 * credit's id is the round's own, so a repeat after a lost answer pays
 * nothing twice; a bet the wallet has not confirmed stays `placed` and is
 * tried again until paid. A bet whose debit answer was lost (or that a crash
 * left awaiting it) is rolled back instead. Each member's bets are settled in
 * their football queue, never beside a bet in flight, and nothing here needs
 * the member's page.
 */
import { AppError } from '@shared/envelope.js';
import type { FootballSelection } from '@shared/games/football-api.js';
import { matchScore } from '@shared/games/football-fair.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import type { GamesDb } from '../provider/db/transaction.js';
import { WalletUnreachable } from '../provider/wallet-client.js';
import { betRef, type BetColumns } from './bets.js';
import { GOAL_LINE } from './model.js';
import { payoutSatang } from './odds.js';

/** Whether a selection wins at this final score. */
export function selectionWins(selection: FootballSelection, score: { home: number; away: number }): boolean {
  switch (selection) {
    case 'home':
      return score.home > score.away;
    case 'draw':
      return score.home === score.away;
    case 'away':
      return score.home < score.away;
    case 'over':
      return score.home + score.away > GOAL_LINE;
    case 'under':
      return score.home + score.away < GOAL_LINE;
  }
}

/** Bets that can be settled at `now`: a lost debit to undo, or a placed bet whose match is over; with what settling them needs. */
const unsettledBets = (ctx: ProviderCtx, now: number) =>
  ctx.db
    .selectFrom('football_bets as b')
    .innerJoin('football_matches as m', 'm.id', 'b.match')
    .innerJoin('sessions as s', 's.id', 'b.session_id')
    .selectAll('b')
    .select(['s.wallet_session', 'm.game_code', 'm.match_id', 'm.server_seed', 'm.mean_home', 'm.mean_away', 'm.full_time_at'])
    .where((eb) =>
      eb.or([eb('b.status', 'in', ['debiting', 'rollback_pending']), eb.and([eb('b.status', '=', 'placed'), eb('m.full_time_at', '<=', now)])]),
    )
    .$narrowType<BetColumns & { wallet_session: string }>();

/** Settles one bet as it stands now; false while the wallet has not confirmed what it needs. */
async function settleBet(ctx: ProviderCtx, betId: number): Promise<boolean> {
  const bet = await unsettledBets(ctx, ctx.clock.now()).where('b.id', '=', betId).executeTakeFirst();
  if (!bet) return true;
  const ref = betRef(bet, bet.wallet_session, bet.game_code);
  const done = async (status: 'rolled_back' | 'settled', returned: number | null) => {
    await ctx.db.updateTable('football_bets').set({ status, returned, settled_at: ctx.clock.now() }).where('id', '=', bet.id).execute();
  };
  try {
    if (bet.status === 'placed') {
      const won = selectionWins(bet.selection, matchScore(bet.server_seed, bet.match_id, bet.mean_home, bet.mean_away));
      const returned = won ? payoutSatang(bet.amount, bet.odds) : 0;
      await ctx.wallet.credit(ref, returned);
      await done('settled', returned);
    } else {
      await ctx.wallet.rollback(ref);
      await done('rolled_back', null);
    }
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) ctx.log(`the wallet refused settling football round ${bet.round_id}`, error);
    if (bet.status === 'debiting') await ctx.db.updateTable('football_bets').set({ status: 'rollback_pending' }).where('id', '=', bet.id).execute();
    if (error instanceof AppError || error instanceof WalletUnreachable) return false;
    throw error;
  }
}

/** Writes the final score of finished matches whose bets are all settled (the record; the seed recomputes it). */
async function closeFinishedMatches(db: GamesDb, now: number): Promise<void> {
  const matches = await db
    .selectFrom('football_matches as m')
    .selectAll('m')
    .where('m.settled_at', 'is', null)
    .where('m.full_time_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('football_bets as b')
            .select('b.id')
            .whereRef('b.match', '=', 'm.id')
            .where('b.status', 'in', ['debiting', 'placed', 'rollback_pending']),
        ),
      ),
    )
    .execute();
  for (const match of matches) {
    const score = matchScore(match.server_seed, match.match_id, match.mean_home, match.mean_away);
    await db.updateTable('football_matches').set({ home_goals: score.home, away_goals: score.away, settled_at: now }).where('id', '=', match.id).execute();
  }
}

/**
 * Settles every bet that can be now (finished matches, lost debits), each
 * member's in their queue; answers whether something is still owed.
 */
export async function settleFootball(ctx: ProviderCtx): Promise<boolean> {
  const bets = await unsettledBets(ctx, ctx.clock.now()).orderBy('b.id').execute();
  const byMember = new Map<string, typeof bets>();
  for (const bet of bets) {
    const key = playKey(bet.player_id, bet.game_code);
    byMember.set(key, [...(byMember.get(key) ?? []), bet]);
  }
  // Members apart: one member's unanswered credit does not hold the others' back.
  const results = await Promise.all(
    [...byMember].map(([key, own]) =>
      ctx.queue.run(key, async () => {
        let all = true;
        for (const bet of own) all = (await settleBet(ctx, bet.id)) && all;
        return all;
      }),
    ),
  );
  await closeFinishedMatches(ctx.db, ctx.clock.now());
  return results.some((ok) => !ok);
}
