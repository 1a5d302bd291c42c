/**
 * The loss refund (docs/decisions/0034): the job writes a row per member and
 * day with the net loss (stakes − wins over every product) and the refund,
 * min(floor(net loss × rate), max refund) when the net loss reaches the
 * minimum; the member claims it into the main wallet until the end of the
 * next Bangkok day (ledger kind 'cashback', the note says it is the refund).
 */
import type { LossClaim, LossHistory, LossRefund, LossStatus } from '@shared/api/cashback.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { postEntry } from '../ledger/ledger.js';
import { walletsOf } from '../ledger/wallets.js';
import { assertMayPlay } from '../limits/guard.js';
import { addDays, dayStart, thaiDay, wireTime } from '../lotto/time.js';
import { productsJson, type MemberDay } from '../daily/activity.js';
import { fromMilli, percentOf, type DailyRates } from '../daily/rates.js';
import type { DailyJobDef } from '../daily/runner.js';
import { cashbackRatesToday, DAILY_PAGE_SIZE, dayFilter, mainWalletOf, wireProducts } from '../daily/wire.js';

export const lossRef = (id: number) => `cashback:loss:${id}`;

/** The refund of a net loss under the day's rates; 0 below the minimum. */
export function refundOf(netLoss: number, rates: Pick<DailyRates, 'lossRate' | 'minLoss' | 'maxRefund'>): number {
  if (netLoss <= 0 || netLoss < rates.minLoss) return 0;
  return Math.min(percentOf(netLoss, rates.lossRate), rates.maxRefund);
}

export const lossRefundJob: DailyJobDef<MemberDay> = {
  name: 'loss_refund',
  units: (_ctx, input) => input.activity,
  write(ctx, { day, rates, now }, member) {
    const amount = refundOf(member.turnover - member.wins, rates);
    const inserted = stmt(
      ctx.db,
      `INSERT INTO cashback_loss (member_id, day, turnover, wins, rate, min_loss, max_refund, amount, products, claim_until, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (member_id, day) DO NOTHING`,
    ).run(
      member.memberId,
      day,
      member.turnover,
      member.wins,
      rates.lossRate,
      rates.minLoss,
      rates.maxRefund,
      amount,
      productsJson(member.products),
      dayStart(addDays(day, 2)),
      now,
    );
    return { written: inserted.changes > 0, amount: inserted.changes > 0 ? amount : 0 };
  },
};

interface LossRow {
  id: number;
  day: string;
  turnover: number;
  wins: number;
  rate: number;
  min_loss: number;
  max_refund: number;
  amount: number;
  products: string;
  claim_until: number;
  claimed_at: number | null;
}

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

/** The member's latest refund that has money in it (claimable, claimed or expired). */
function latestRefund(ctx: Ctx, memberId: number): LossRow | undefined {
  return stmt<[number], LossRow>(
    ctx.db,
    'SELECT * FROM cashback_loss INDEXED BY cashback_loss_claimable WHERE member_id = ? AND amount > 0 ORDER BY day DESC LIMIT 1',
  ).get(memberId);
}

export function lossHistory(ctx: Ctx, memberId: number, query: { from?: string | undefined; to?: string | undefined; page: number }): LossHistory {
  const now = ctx.clock.now();
  const filter = dayFilter(query);
  const rows = ctx.db
    .prepare(`SELECT * FROM cashback_loss WHERE member_id = ?${filter.sql} ORDER BY day DESC LIMIT ? OFFSET ?`)
    .all(memberId, ...filter.params, DAILY_PAGE_SIZE, (query.page - 1) * DAILY_PAGE_SIZE) as LossRow[];
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM cashback_loss WHERE member_id = ?${filter.sql}`).pluck().get(memberId, ...filter.params) as number;
  const latest = latestRefund(ctx, memberId);
  const current = latest && statusOf(latest, now) === 'claimable' ? toWire(latest, now) : null;
  return { items: rows.map((row) => toWire(row, now)), page: query.page, page_size: DAILY_PAGE_SIZE, total, current, rates: cashbackRatesToday(ctx) };
}

/** Claims the latest refund into the main wallet; inside the caller's transaction (the idempotency helper's). */
export function claimLossRefund(ctx: Ctx, memberId: number): LossClaim {
  const now = ctx.clock.now();
  assertMayPlay(ctx, memberId, now);
  const row = latestRefund(ctx, memberId);
  if (!row) throw new AppError(ErrorCode.CASHBACK_NOTHING_TO_CLAIM);
  if (row.claimed_at !== null) throw new AppError(ErrorCode.CASHBACK_ALREADY_CLAIMED);
  if (now >= row.claim_until) throw new AppError(ErrorCode.CASHBACK_CLAIM_EXPIRED);
  // The guard makes a second claim racing this one change nothing.
  const claimed = stmt(ctx.db, 'UPDATE cashback_loss SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL').run(now, row.id);
  if (claimed.changes === 0) throw new AppError(ErrorCode.CASHBACK_ALREADY_CLAIMED);
  const entry = postEntry(ctx.db, {
    walletId: mainWalletOf(ctx, memberId),
    amount: row.amount,
    kind: 'cashback',
    ref: lossRef(row.id),
    note: `คืนยอดเสีย ${thaiDay(row.day)}`,
    at: now,
  });
  stmt(ctx.db, 'UPDATE cashback_loss SET ledger_entry_id = ? WHERE id = ?').run(entry.id, row.id);
  return { refund: toWire({ ...row, claimed_at: now }, now), wallets: walletsOf(ctx.db, memberId) };
}
