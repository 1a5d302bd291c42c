/**
 * Responsible play (DOMAIN.md, Members; docs/decisions/0017): a daily deposit
 * limit, a daily loss limit, a time-out and self-exclusion. A stricter value
 * holds at once; a looser one (or removing a limit) waits `raiseDelayMs`. The
 * waiting value is stored beside the current one and read as current once its
 * time has come, so no timer is needed.
 */
import type { z } from 'zod';
import type { LimitsResponse, MoneyLimit, ZLimitsRequest } from '@shared/api/limits.js';
import { satangToThb, type Satang } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { bangkokDayOf, DAY, dayStart, HOUR, wireTime } from '../lotto/time.js';

type LimitsInput = z.output<typeof ZLimitsRequest>;
type MoneyField = 'deposit_daily' | 'loss_daily';

interface LimitsRow {
  member_id: number;
  deposit_daily: number | null;
  deposit_daily_pending: number | null;
  deposit_daily_pending_at: number | null;
  loss_daily: number | null;
  loss_daily_pending: number | null;
  loss_daily_pending_at: number | null;
  timeout_until: number | null;
  self_excluded_until: number | null;
  updated_at: number;
}

/** A member's limits as they hold at `now`: a pending value whose time has come is current. */
export interface EffectiveLimits {
  deposit_daily: { current: Satang | null; pending: { value: Satang | null; at: number } | null };
  loss_daily: { current: Satang | null; pending: { value: Satang | null; at: number } | null };
  timeoutUntil: number | null;
  selfExcludedUntil: number | null;
}

function rowOf(ctx: Ctx, memberId: number): LimitsRow | undefined {
  return stmt<[number], LimitsRow>(ctx.db, 'SELECT * FROM member_limits WHERE member_id = ?').get(memberId);
}

function moneyLimit(row: LimitsRow | undefined, field: MoneyField, now: number): EffectiveLimits[MoneyField] {
  if (!row) return { current: null, pending: null };
  const current = row[field];
  const pendingAt = row[`${field}_pending_at`];
  const pendingValue = row[`${field}_pending`];
  if (pendingAt === null) return { current, pending: null };
  if (pendingAt <= now) return { current: pendingValue, pending: null };
  return { current, pending: { value: pendingValue, at: pendingAt } };
}

export function effectiveLimits(ctx: Ctx, memberId: number, now: number): EffectiveLimits {
  const row = rowOf(ctx, memberId);
  return {
    deposit_daily: moneyLimit(row, 'deposit_daily', now),
    loss_daily: moneyLimit(row, 'loss_daily', now),
    timeoutUntil: row?.timeout_until != null && row.timeout_until > now ? row.timeout_until : null,
    selfExcludedUntil: row?.self_excluded_until != null && row.self_excluded_until > now ? row.self_excluded_until : null,
  };
}

/** [start, end) of the Bangkok day holding `now`. */
export function bangkokToday(now: number): [number, number] {
  const start = dayStart(bangkokDayOf(now));
  return [start, start + DAY];
}

/** Today's deposits that count against the limit: paid ones and pending ones not yet expired. */
export function depositsToday(ctx: Ctx, memberId: number, now: number): Satang {
  const [start, end] = bangkokToday(now);
  return stmt<[number, number, number, number], number>(
    ctx.db,
    `SELECT COALESCE(SUM(amount), 0) FROM deposits
     WHERE member_id = ? AND created_at >= ? AND created_at < ?
       AND (status = 'paid' OR (status = 'pending' AND expires_at > ?))`,
  )
    .pluck()
    .get(memberId, start, end, now) as number;
}

/** Today's net loss: bets − wins − refunds (all products), never below zero. */
export function netLossToday(ctx: Ctx, memberId: number, now: number): Satang {
  const [start, end] = bangkokToday(now);
  const net = stmt<[number, number, number], number>(
    ctx.db,
    `SELECT COALESCE(-SUM(amount), 0) FROM ledger_entries
     WHERE member_id = ? AND created_at >= ? AND created_at < ?
       AND kind IN ('bet', 'game_bet', 'win', 'game_win', 'refund')`,
  )
    .pluck()
    .get(memberId, start, end) as number;
  return Math.max(0, net);
}

function toWireMoneyLimit(limit: EffectiveLimits[MoneyField], usedToday: Satang): MoneyLimit {
  return {
    current: limit.current === null ? null : satangToThb(limit.current),
    pending: limit.pending
      ? { value: limit.pending.value === null ? null : satangToThb(limit.pending.value), effective_at: wireTime(limit.pending.at) }
      : null,
    used_today: satangToThb(usedToday),
  };
}

export function limitsOf(ctx: Ctx, memberId: number): LimitsResponse {
  const now = ctx.clock.now();
  const limits = effectiveLimits(ctx, memberId, now);
  return {
    deposit_daily: toWireMoneyLimit(limits.deposit_daily, depositsToday(ctx, memberId, now)),
    loss_daily: toWireMoneyLimit(limits.loss_daily, netLossToday(ctx, memberId, now)),
    timeout_until: limits.timeoutUntil === null ? null : wireTime(limits.timeoutUntil),
    self_excluded_until: limits.selfExcludedUntil === null ? null : wireTime(limits.selfExcludedUntil),
  };
}

/** What one money field becomes: stricter at once, looser (or removed) after the delay. */
function nextMoneyLimit(
  limit: EffectiveLimits[MoneyField],
  wanted: Satang | null,
  now: number,
  delayMs: number,
): { current: Satang | null; pending: Satang | null; pendingAt: number | null } {
  const { current } = limit;
  const stricter = wanted !== null && (current === null || wanted <= current);
  if (stricter || (wanted === null && current === null)) return { current: wanted, pending: null, pendingAt: null };
  return { current, pending: wanted, pendingAt: now + delayMs };
}

/** Runs inside the caller's transaction. A time-out or an exclusion only ever lengthens. */
export function setLimits(ctx: Ctx, memberId: number, input: LimitsInput): LimitsResponse {
  const now = ctx.clock.now();
  const limits = effectiveLimits(ctx, memberId, now);
  const delay = ctx.settings.limits.raiseDelayMs;
  const keep = (limit: EffectiveLimits[MoneyField]) => ({
    current: limit.current,
    pending: limit.pending?.value ?? null,
    pendingAt: limit.pending?.at ?? null,
  });
  const deposit =
    input.deposit_daily === undefined ? keep(limits.deposit_daily) : nextMoneyLimit(limits.deposit_daily, input.deposit_daily, now, delay);
  const loss = input.loss_daily === undefined ? keep(limits.loss_daily) : nextMoneyLimit(limits.loss_daily, input.loss_daily, now, delay);
  const longest = (existing: number | null, wanted: number | undefined) =>
    wanted === undefined ? existing : Math.max(existing ?? 0, now + wanted);
  const timeoutUntil = longest(limits.timeoutUntil, input.timeout_hours === undefined ? undefined : input.timeout_hours * HOUR);
  const excludedUntil = longest(limits.selfExcludedUntil, input.self_exclude_days === undefined ? undefined : input.self_exclude_days * DAY);
  stmt(
    ctx.db,
    `INSERT INTO member_limits (member_id, deposit_daily, deposit_daily_pending, deposit_daily_pending_at,
       loss_daily, loss_daily_pending, loss_daily_pending_at, timeout_until, self_excluded_until, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET
       deposit_daily = excluded.deposit_daily, deposit_daily_pending = excluded.deposit_daily_pending,
       deposit_daily_pending_at = excluded.deposit_daily_pending_at, loss_daily = excluded.loss_daily,
       loss_daily_pending = excluded.loss_daily_pending, loss_daily_pending_at = excluded.loss_daily_pending_at,
       timeout_until = excluded.timeout_until, self_excluded_until = excluded.self_excluded_until,
       updated_at = excluded.updated_at`,
  ).run(
    memberId,
    deposit.current,
    deposit.pending,
    deposit.pendingAt,
    loss.current,
    loss.pending,
    loss.pendingAt,
    timeoutUntil,
    excludedUntil,
    now,
  );
  return limitsOf(ctx, memberId);
}
