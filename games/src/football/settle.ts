/**
 * Settling football bets: once a match is over, each bet on it gets one
 * credit of its return, stake × price floored to the satang when it won and 0
 * when it lost (the 0 closes its wallet round, as a losing spin's does). The
 * credit's id is the round's own, so a repeat after a lost answer pays
 * nothing twice; a bet the wallet has not confirmed stays `placed` and is
 * tried again until paid. The credits due are sent together, one
 * `credit_batch` per game (docs/decisions/0070). A bet whose debit answer was
 * lost (or that a crash left awaiting it) is rolled back instead. Each
 * member's bets are read and rolled back in their football queue, never
 * beside a bet in flight, and nothing here needs the member's page.
 */
import { AppError } from '#shared/envelope.js';
import type { FootballSelection } from '#shared/games/football-api.js';
import { matchScore } from '#shared/games/football-fair.js';
import type { Satang } from '#shared/money.js';
import { playKey, type ProviderCtx } from '../provider/context.js';
import type { GamesDb } from '../provider/db/transaction.js';
import { WalletUnreachable, type RoundRef } from '../provider/wallet-client.js';
import type { BetColumns } from './bet-row.js';
import { betRef } from './bets.js';
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

/** A placed bet of a finished match: its credit is due. */
interface DueBet {
  id: number;
  roundId: string;
  game: string;
  ref: RoundRef;
  returned: Satang;
}

const done = async (ctx: ProviderCtx, betId: number, status: 'rolled_back' | 'settled', returned: number | null) => {
  await ctx.db.updateTable('football_bets').set({ status, returned, settled_at: ctx.clock.now() }).where('id', '=', betId).execute();
};

/**
 * Readies one bet as it stands now, in its member's queue: a placed bet's credit is due (a bet has its own
 * round, so once placed nothing joins it and its credit needs no queue); a lost debit is rolled back here.
 * `true` when nothing more is owed for it, `false` while the wallet has not confirmed its rollback.
 */
async function readyBet(ctx: ProviderCtx, betId: number): Promise<DueBet | boolean> {
  const bet = await unsettledBets(ctx, ctx.clock.now()).where('b.id', '=', betId).executeTakeFirst();
  if (!bet) return true;
  const ref = betRef(bet, bet.wallet_session, bet.game_code);
  if (bet.status === 'placed') {
    const won = selectionWins(bet.selection, matchScore(bet.server_seed, bet.match_id, bet.mean_home, bet.mean_away));
    return { id: bet.id, roundId: bet.round_id, game: bet.game_code, ref, returned: won ? payoutSatang(bet.amount, bet.odds) : 0 };
  }
  try {
    await ctx.wallet.rollback(ref);
    await done(ctx, bet.id, 'rolled_back', null);
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) ctx.log(`the wallet refused settling football round ${bet.round_id}`, error);
    if (bet.status === 'debiting') await ctx.db.updateTable('football_bets').set({ status: 'rollback_pending' }).where('id', '=', bet.id).execute();
    if (error instanceof AppError || error instanceof WalletUnreachable) return false;
    throw error;
  }
}

/** Credits the due bets, one batch per game; answers whether some stay owed (lost or refused: tried again later). */
async function creditDue(ctx: ProviderCtx, due: readonly DueBet[]): Promise<boolean> {
  const byGame = new Map<string, DueBet[]>();
  for (const bet of due) {
    const game = byGame.get(bet.game);
    if (game) game.push(bet);
    else byGame.set(bet.game, [bet]);
  }
  const owed = await Promise.all(
    [...byGame].map(async ([game, bets]) => {
      const outcomes = await ctx.wallet.creditBatch(game, bets.map((bet) => ({ ref: bet.ref, amount: bet.returned })));
      let some = false;
      for (const [i, bet] of bets.entries()) {
        const outcome = outcomes[i]!;
        if (outcome.paid) {
          await done(ctx, bet.id, 'settled', bet.returned);
          continue;
        }
        if (outcome.refusal) ctx.log(`the wallet refused settling football round ${bet.roundId}`, outcome.refusal);
        some = true;
      }
      return some;
    }),
  );
  return owed.some(Boolean);
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

type UnsettledBet = Awaited<ReturnType<ReturnType<typeof unsettledBets>['execute']>>[number];

/** Readies the bets, each member's in their queue (members side by side), then credits the due ones; whether some stay owed. */
async function settleTogether(ctx: ProviderCtx, bets: readonly UnsettledBet[]): Promise<boolean> {
  const byMember = new Map<string, UnsettledBet[]>();
  for (const bet of bets) {
    const key = playKey(bet.player_id, bet.game_code);
    const own = byMember.get(key);
    if (own) own.push(bet);
    else byMember.set(key, [bet]);
  }
  const readied = (
    await Promise.all(
      [...byMember].map(([key, own]) =>
        ctx.queue.run(key, async () => {
          const out: (DueBet | boolean)[] = [];
          for (const bet of own) out.push(await readyBet(ctx, bet.id));
          return out;
        }),
      ),
    )
  ).flat();
  const owed = await creditDue(ctx, readied.filter((bet): bet is DueBet => typeof bet !== 'boolean'));
  return owed || readied.includes(false);
}

/**
 * Settles every bet that can be now (finished matches, lost debits), the
 * credits due in one batch per game; answers whether something is still owed.
 */
export async function settleFootball(ctx: ProviderCtx): Promise<boolean> {
  const bets = await unsettledBets(ctx, ctx.clock.now()).orderBy('b.id').execute();
  // Bets awaiting a debit's answer or a rollback are settled apart (and queued after the others): those wallet
  // calls, retried while the wallet does not answer, must not hold the placed bets' credits back.
  const placed = bets.filter((bet) => bet.status === 'placed');
  const unsure = bets.filter((bet) => bet.status !== 'placed');
  const owed = await Promise.all([settleTogether(ctx, placed), settleTogether(ctx, unsure)]);
  await closeFinishedMatches(ctx.db, ctx.clock.now());
  return owed.includes(true);
}
