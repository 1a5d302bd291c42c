/**
 * Yeekee rewards (DOMAIN.md): a configured credit to the shooter of the last
 * shot (1st counted back) and of the 16th counted back, paid once per round —
 * the primary key of yeekee_rewards is the guard.
 */
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
import { mainWalletId } from '../lotto/payment.js';
import type { RoundRow } from '../lotto/rounds.js';
import { noteSettlement } from '../lotto/settlement-feed.js';

export const REWARD_RANKS = [1, 16] as const;
export type RewardRank = (typeof REWARD_RANKS)[number];

export const rewardRef = (roundId: number, rank: RewardRank) => `yeekee:${roundId}:${rank}`;

/** Pays what is still unpaid; answers the members paid now. */
export function payYeekeeRewards(ctx: Ctx, round: RoundRow, now: number): number[] {
  const amounts: Record<RewardRank, number> = {
    1: ctx.settings.lotto.yeekeeRewards.first,
    16: ctx.settings.lotto.yeekeeRewards.sixteenth,
  };
  const paid: number[] = [];
  const pay = ctx.db.transaction((rank: RewardRank): number | undefined => {
    const seq = round.shot_count - rank + 1;
    if (seq < 1 || amounts[rank] <= 0) return undefined;
    const done = stmt(ctx.db, 'SELECT 1 FROM yeekee_rewards WHERE round_id = ? AND rank = ?').get(round.id, rank);
    if (done) return undefined;
    const shot = stmt<[number, number], { id: number; member_id: number }>(
      ctx.db,
      'SELECT id, member_id FROM yeekee_shots WHERE round_id = ? AND seq = ?',
    ).get(round.id, seq);
    if (!shot) return undefined;
    const entry = postEntry(ctx.db, {
      walletId: mainWalletId(ctx, shot.member_id),
      amount: amounts[rank],
      kind: 'bonus',
      ref: rewardRef(round.id, rank),
      note: `รางวัลยิงเลขลำดับที่ ${rank} ${round.name}`,
      at: now,
    });
    stmt(
      ctx.db,
      `INSERT INTO yeekee_rewards (round_id, rank, shot_id, member_id, amount, ledger_entry_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(round.id, rank, shot.id, shot.member_id, amounts[rank], entry.id, now);
    noteSettlement(ctx, round.id, shot.member_id, now);
    return shot.member_id;
  });
  for (const rank of REWARD_RANKS) {
    const memberId = pay(rank);
    if (memberId !== undefined) paid.push(memberId);
  }
  return paid;
}
