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
import type { Database } from 'better-sqlite3';
import { AppError } from '@shared/envelope.js';
import type { FootballSelection } from '@shared/games/football-api.js';
import { matchScore } from '@shared/games/football-fair.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import { WalletUnreachable } from '../provider/wallet-client.js';
import { betRef, type FootballBetRow } from './bets.js';
import type { MatchRow } from './matches.js';
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

type UnsettledBet = FootballBetRow & { wallet_session: string; game_code: string } & Pick<MatchRow, 'match_id' | 'server_seed' | 'mean_home' | 'mean_away' | 'full_time_at'>;

const UNSETTLED = `SELECT b.*, s.wallet_session, m.game_code, m.match_id, m.server_seed, m.mean_home, m.mean_away, m.full_time_at
  FROM football_bets b JOIN football_matches m ON m.id = b.match JOIN sessions s ON s.id = b.session_id
  WHERE (b.status IN ('debiting', 'rollback_pending') OR (b.status = 'placed' AND m.full_time_at <= ?))`;

/** Settles one bet as it stands now; false while the wallet has not confirmed what it needs. */
async function settleBet(ctx: ProviderCtx, betId: number): Promise<boolean> {
  const bet = ctx.db.prepare(`${UNSETTLED} AND b.id = ?`).get(ctx.clock.now(), betId) as UnsettledBet | undefined;
  if (!bet) return true;
  const ref = betRef(bet, bet.wallet_session, bet.game_code);
  const done = (status: 'rolled_back' | 'settled', returned: number | null) =>
    ctx.db.prepare('UPDATE football_bets SET status = ?, returned = ?, settled_at = ? WHERE id = ?').run(status, returned, ctx.clock.now(), bet.id);
  try {
    if (bet.status === 'placed') {
      const won = selectionWins(bet.selection, matchScore(bet.server_seed, bet.match_id, bet.mean_home, bet.mean_away));
      const returned = won ? payoutSatang(bet.amount, bet.odds) : 0;
      await ctx.wallet.credit(ref, returned);
      done('settled', returned);
    } else {
      await ctx.wallet.rollback(ref);
      done('rolled_back', null);
    }
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) ctx.log(`the wallet refused settling football round ${bet.round_id}`, error);
    if (bet.status === 'debiting') ctx.db.prepare(`UPDATE football_bets SET status = 'rollback_pending' WHERE id = ?`).run(bet.id);
    if (error instanceof AppError || error instanceof WalletUnreachable) return false;
    throw error;
  }
}

/** Writes the final score of finished matches whose bets are all settled (the record; the seed recomputes it). */
function closeFinishedMatches(db: Database, now: number): void {
  const matches = db
    .prepare(
      `SELECT * FROM football_matches m WHERE m.settled_at IS NULL AND m.full_time_at <= ?
       AND NOT EXISTS (SELECT 1 FROM football_bets b WHERE b.match = m.id AND b.status IN ('debiting', 'placed', 'rollback_pending'))`,
    )
    .all(now) as MatchRow[];
  const close = db.prepare('UPDATE football_matches SET home_goals = ?, away_goals = ?, settled_at = ? WHERE id = ?');
  for (const match of matches) {
    const score = matchScore(match.server_seed, match.match_id, match.mean_home, match.mean_away);
    close.run(score.home, score.away, now, match.id);
  }
}

/**
 * Settles every bet that can be now (finished matches, lost debits), each
 * member's in their queue; answers whether something is still owed.
 */
export async function settleFootball(ctx: ProviderCtx): Promise<boolean> {
  const bets = ctx.db.prepare(`${UNSETTLED} ORDER BY b.id`).all(ctx.clock.now()) as UnsettledBet[];
  const byMember = new Map<string, UnsettledBet[]>();
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
  closeFinishedMatches(ctx.db, ctx.clock.now());
  return results.some((ok) => !ok);
}
