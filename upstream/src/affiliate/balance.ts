/**
 * The commission balance (docs/decisions/0035): its own small ledger, each
 * entry with the balance it leaves, never below zero. The job credits it;
 * a redeem moves the whole balance into the main wallet (ledger kind
 * 'commission') in one transaction, once it reaches the minimum.
 */
import type { AffiliateRedeem } from '#shared/api/affiliate.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { isPostgres } from '../db/engine.js';
import { post } from '../ledger/post.js';
import { walletIdOf, walletsOf } from '../ledger/wallets.js';
import { bangkokDayOf } from '#shared/dates/calendar.js';
import { ratesOn } from '../daily/rates.js';

export async function commissionBalance(ctx: Ctx, memberId: number): Promise<Satang> {
  const row = await ctx.db.selectFrom('affiliate_balances').select('balance').where('member_id', '=', memberId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** Inside the caller's transaction; one upsert adds to the balance as it stands (two credits at once both count). */
export async function creditCommission(ctx: Ctx, memberId: number, amount: Satang, day: string, level: number, at: number): Promise<void> {
  const { balance } = await ctx.db
    .insertInto('affiliate_balances')
    .values({ member_id: memberId, balance: amount })
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ balance: eb('affiliate_balances.balance', '+', eb.ref('excluded.balance')) })))
    .returning('balance')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('affiliate_entries')
    .values({ member_id: memberId, kind: 'commission', amount, day, level, balance_after: balance, created_at: at })
    .execute();
}

/**
 * The balance a redeem takes. On PostgreSQL its row is locked until the
 * redeem commits: a credit of the daily job arriving meanwhile waits, instead
 * of making the guarded update below find another balance and refuse.
 */
async function balanceToRedeem(ctx: Ctx, memberId: number): Promise<Satang> {
  const row = await ctx.db
    .selectFrom('affiliate_balances')
    .select('balance')
    .where('member_id', '=', memberId)
    .$if(isPostgres(ctx.db), (q) => q.forUpdate())
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Inside the idempotency helper's transaction: the whole balance, or AFFILIATE_BELOW_MIN and nothing changes. */
export async function redeemCommission(ctx: Ctx, memberId: number): Promise<AffiliateRedeem> {
  const now = ctx.clock.now();
  const min = (await ratesOn(ctx, bangkokDayOf(now))).affiliateMinRedeem;
  const balance = await balanceToRedeem(ctx, memberId);
  const belowMin = () =>
    new AppError(ErrorCode.AFFILIATE_BELOW_MIN, undefined, { balance: satangToThb(balance), min_redeem: satangToThb(min) });
  if (balance <= 0 || balance < min) throw belowMin();
  // The guard on the balance read makes a racing redeem find nothing to take.
  const taken = await ctx.db
    .updateTable('affiliate_balances')
    .set({ balance: 0 })
    .where('member_id', '=', memberId)
    .where('balance', '=', balance)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw belowMin();
  const entry = await post(ctx.db, {
    balance: 'money',
    walletId: await walletIdOf(ctx.db, memberId, WalletType.MAIN),
    amount: balance,
    kind: 'commission',
    ref: `affiliate:redeem:${memberId}:${now}`,
    note: 'ถอนค่าคอมแนะนำเพื่อนเข้ากระเป๋าหลัก',
    at: now,
  });
  await ctx.db
    .insertInto('affiliate_entries')
    .values({ member_id: memberId, kind: 'redeem', amount: -balance, balance_after: 0, ledger_entry_id: entry.id, created_at: now })
    .execute();
  return { redeemed: satangToThb(balance), balance: 0, wallets: await walletsOf(ctx.db, memberId) };
}
