/**
 * The loss refund (docs/decisions/0034): the job writes a row per member and
 * day with the net loss (stakes − wins over every product) and the refund,
 * min(floor(net loss × rate), max refund) when the net loss reaches the
 * minimum; the member claims it into the main wallet until the end of the
 * next Bangkok day (ledger kind 'cashback', the note says it is the refund).
 */
import type { Selectable } from 'kysely';
import type { LossClaim, LossHistory, LossRefund, LossStatus } from '#shared/api/cashback.js';
import { WalletType } from '#shared/constants.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb } from '#shared/money.js';
import type { Ctx } from '../context.js';
import type { DB } from '../db/schema.js';
import { post } from '../ledger/post.js';
import { walletIdOf, walletsOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { addDays, dayStart, thaiDay, wireTime } from '#shared/dates/calendar.js';
import { productsJson, type MemberDay } from '../daily/activity.js';
import { fromMilli, percentOf, type DailyRates } from '../daily/rates.js';
import type { DailyJobDef } from '../daily/runner.js';
import { cashbackRatesToday, DAILY_PAGE_SIZE, dayRange, wireProducts } from '../daily/wire.js';

export const lossRef = (id: number) => `cashback:loss:${id}`;

/** The refund of a net loss under the day's rates; 0 below the minimum. */
export function refundOf(netLoss: number, rates: Pick<DailyRates, 'lossRate' | 'minLoss' | 'maxRefund'>): number {
  if (netLoss <= 0 || netLoss < rates.minLoss) return 0;
  return Math.min(percentOf(netLoss, rates.lossRate), rates.maxRefund);
}

export const lossRefundJob: DailyJobDef<MemberDay> = {
  name: 'loss_refund',
  units: async (_ctx, input) => input.activity,
  async write(ctx, { day, rates, now }, member) {
    const amount = refundOf(member.turnover - member.wins, rates);
    // The (member_id, day) key is the guard: a second process or a rerun offers nothing twice.
    const inserted = await ctx.db
      .insertInto('cashback_loss')
      .values({
        member_id: member.memberId,
        day,
        turnover: member.turnover,
        wins: member.wins,
        rate: rates.lossRate,
        min_loss: rates.minLoss,
        max_refund: rates.maxRefund,
        amount,
        products: productsJson(member.products),
        claim_until: dayStart(addDays(day, 2)),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return { written: inserted !== undefined, amount: inserted !== undefined ? amount : 0 };
  },
};

type LossRow = Selectable<DB['cashback_loss']>;

function statusOf(row: LossRow, now: number): LossStatus {
  if (row.amount === 0) return 'below_min';
  if (row.claimed_at !== null) return 'claimed';
  return now >= row.claim_until ? 'expired' : 'claimable';
}

function toWire(row: LossRow, now: number): LossRefund {
  return {
    id: row.id,
    day: row.day,
    turnover: satangToThb(row.turnover),
    wins: satangToThb(row.wins),
    net_loss: satangToThb(row.turnover - row.wins),
    rate: fromMilli(row.rate),
    min_loss: satangToThb(row.min_loss),
    max_refund: satangToThb(row.max_refund),
    amount: satangToThb(row.amount),
    status: statusOf(row, now),
    products: wireProducts(row.products),
    // The last instant of the day after the loss.
    claim_until: wireTime(row.claim_until - 1),
    claimed_at: row.claimed_at === null ? null : wireTime(row.claimed_at),
  };
}

/** The member's latest refund that has money in it (claimable, claimed or expired); the cashback_loss_claimable index serves it. */
async function latestRefund(ctx: Ctx, memberId: number): Promise<LossRow | undefined> {
  return ctx.db
    .selectFrom('cashback_loss')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('amount', '>', 0)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function lossHistory(
  ctx: Ctx,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined; page: number },
): Promise<LossHistory> {
  const now = ctx.clock.now();
  const mine = ctx.db.selectFrom('cashback_loss').where('member_id', '=', memberId).where(dayRange(query));
  const rows = await mine
    .selectAll()
    .orderBy('day', 'desc')
    .limit(DAILY_PAGE_SIZE)
    .offset((query.page - 1) * DAILY_PAGE_SIZE)
    .execute();
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const latest = await latestRefund(ctx, memberId);
  const current = latest && statusOf(latest, now) === 'claimable' ? toWire(latest, now) : null;
  return {
    items: rows.map((row) => toWire(row, now)),
    page: query.page,
    page_size: DAILY_PAGE_SIZE,
    total: Number(total),
    current,
    rates: await cashbackRatesToday(ctx),
  };
}

/**
 * Claims the latest refund into the main wallet; inside the caller's
 * transaction (the idempotency helper's, under the member's row lock). The
 * conditional UPDATE (`claimed_at IS NULL`) is the claim: a second claim
 * racing this one, on either engine, changes nothing.
 */
export async function claimLossRefund(ctx: Ctx, memberId: number): Promise<LossClaim> {
  const now = ctx.clock.now();
  await assertMayPlay(ctx, memberId, now);
  const row = await latestRefund(ctx, memberId);
  if (!row) throw new AppError(ErrorCode.CASHBACK_NOTHING_TO_CLAIM);
  if (row.claimed_at !== null) throw new AppError(ErrorCode.CASHBACK_ALREADY_CLAIMED);
  if (now >= row.claim_until) throw new AppError(ErrorCode.CASHBACK_CLAIM_EXPIRED);
  const claimed = await ctx.db
    .updateTable('cashback_loss')
    .set({ claimed_at: now })
    .where('id', '=', row.id)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new AppError(ErrorCode.CASHBACK_ALREADY_CLAIMED);
  const entry = await post(ctx.db, {
    balance: 'money',
    walletId: await walletIdOf(ctx.db, memberId, WalletType.MAIN),
    amount: row.amount,
    kind: 'cashback',
    ref: lossRef(row.id),
    note: `คืนยอดเสีย ${thaiDay(row.day)}`,
    at: now,
  });
  await ctx.db.updateTable('cashback_loss').set({ ledger_entry_id: entry.id }).where('id', '=', row.id).execute();
  return { refund: toWire({ ...row, claimed_at: now }, now), wallets: await walletsOf(ctx.db, memberId) };
}
