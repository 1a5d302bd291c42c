/**
 * Yeekee rewards (docs/domain.md "Yeekee"): a configured credit to the shooter of the last
 * shot (1st counted back) and of the 16th counted back, paid once per round —
 * the primary key of yeekee_rewards is the guard.
 */
import type { Ctx } from '../context.js';
import { inTransaction } from '../db/transaction.js';
import { post } from '../ledger/post.js';
import { mainWalletId } from '../lotto/payment.js';
import { roundForUpdate, type RoundRow } from '../lotto/rounds.js';
import { noteSettlement } from '../lotto/settlement-feed.js';

export const REWARD_RANKS = [1, 16] as const;
export type RewardRank = (typeof REWARD_RANKS)[number];

export const rewardRef = (roundId: number, rank: RewardRank) => `yeekee:${roundId}:${rank}`;

/** Pays one rank's reward if it is due and unpaid, in its own transaction; answers the member paid. */
async function payRank(ctx: Ctx, round: RoundRow, rank: RewardRank, amount: number, now: number): Promise<number | undefined> {
  const seq = round.shot_count - rank + 1;
  if (seq < 1 || amount <= 0) return undefined;
  return inTransaction(ctx.db, async () => {
    // Two settlements of the round (two processes) each check "not paid yet" first: on PostgreSQL the round's
    // row lock makes the second wait and then read the first's reward, instead of paying again and failing on the key.
    await roundForUpdate(ctx.db, round.id);
    const done = await ctx.db.selectFrom('yeekee_rewards').select('rank').where('round_id', '=', round.id).where('rank', '=', rank).executeTakeFirst();
    if (done) return undefined;
    const shot = await ctx.db.selectFrom('yeekee_shots').select(['id', 'member_id']).where('round_id', '=', round.id).where('seq', '=', seq).executeTakeFirst();
    if (!shot) return undefined;
    const entry = await post(ctx.db, {
      balance: 'money',
      walletId: await mainWalletId(ctx, shot.member_id),
      amount,
      kind: 'bonus',
      ref: rewardRef(round.id, rank),
      note: `รางวัลยิงเลขลำดับที่ ${rank} ${round.name}`,
      at: now,
    });
    await ctx.db
      .insertInto('yeekee_rewards')
      .values({ round_id: round.id, rank, shot_id: shot.id, member_id: shot.member_id, amount, ledger_entry_id: entry.id, created_at: now })
      .execute();
    await noteSettlement(ctx, round.id, shot.member_id, now);
    return shot.member_id;
  });
}

/** Pays what is still unpaid; answers the members paid now. */
export async function payYeekeeRewards(ctx: Ctx, round: RoundRow, now: number): Promise<number[]> {
  const amounts: Record<RewardRank, number> = {
    1: ctx.settings.lotto.yeekeeRewards.first,
    16: ctx.settings.lotto.yeekeeRewards.sixteenth,
  };
  const paid: number[] = [];
  for (const rank of REWARD_RANKS) {
    const memberId = await payRank(ctx, round, rank, amounts[rank], now);
    if (memberId !== undefined) paid.push(memberId);
  }
  return paid;
}
