/**
 * Responsible play (docs/domain.md "Members"; docs/decisions/0017): a daily deposit
 * limit, a daily loss limit, a time-out and self-exclusion. A stricter value
 * holds at once; a looser one (or removing a limit) waits `raiseDelayMs`. The
 * waiting value is stored beside the current one and read as current once its
 * time has come, so no timer is needed.
 */
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { LimitsResponse, MoneyLimit, ZLimitsRequest } from '#shared/api/limits.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { lockMember } from '../db/engine.js';
import type { DB } from '../db/schema.js';
import { bangkokDayOf, DAY, dayStart, HOUR, wireTime } from '#shared/dates/calendar.js';

type LimitsInput = z.output<typeof ZLimitsRequest>;
type MoneyField = 'deposit_daily' | 'loss_daily';

type LimitsRow = Selectable<DB['member_limits']>;

/** A member's limits as they hold at `now`: a pending value whose time has come is current. */
export interface EffectiveLimits {
  deposit_daily: { current: Satang | null; pending: { value: Satang | null; at: number } | null };
  loss_daily: { current: Satang | null; pending: { value: Satang | null; at: number } | null };
  timeoutUntil: number | null;
  selfExcludedUntil: number | null;
}

function rowOf(ctx: Ctx, memberId: number): Promise<LimitsRow | undefined> {
  return ctx.db.selectFrom('member_limits').selectAll().where('member_id', '=', memberId).executeTakeFirst();
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

export async function effectiveLimits(ctx: Ctx, memberId: number, now: number): Promise<EffectiveLimits> {
  const row = await rowOf(ctx, memberId);
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
export async function depositsToday(ctx: Ctx, memberId: number, now: number): Promise<Satang> {
  const [start, end] = bangkokToday(now);
  const row = await ctx.db
    .selectFrom('deposits')
    .select(sql<number>`COALESCE(SUM(amount), 0)`.as('used'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where((eb) => eb.or([eb('status', '=', 'paid'), eb.and([eb('status', '=', 'pending'), eb('expires_at', '>', now)])]))
    .executeTakeFirstOrThrow();
  return row.used;
}

/** Today's net loss: bets − wins − refunds (all products), never below zero. */
export async function netLossToday(ctx: Ctx, memberId: number, now: number): Promise<Satang> {
  const [start, end] = bangkokToday(now);
  const row = await ctx.db
    .selectFrom('ledger_entries')
    .select(sql<number>`COALESCE(-SUM(amount), 0)`.as('net'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('kind', 'in', ['bet', 'game_bet', 'win', 'game_win', 'refund'])
    .executeTakeFirstOrThrow();
  return Math.max(0, row.net);
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

export async function limitsOf(ctx: Ctx, memberId: number): Promise<LimitsResponse> {
  const now = ctx.clock.now();
  const limits = await effectiveLimits(ctx, memberId, now);
  return {
    deposit_daily: toWireMoneyLimit(limits.deposit_daily, await depositsToday(ctx, memberId, now)),
    loss_daily: toWireMoneyLimit(limits.loss_daily, await netLossToday(ctx, memberId, now)),
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
export async function setLimits(ctx: Ctx, memberId: number, input: LimitsInput): Promise<LimitsResponse> {
  // The new row is computed from the one read here: the member's row lock keeps a second change from being lost on PostgreSQL.
  await lockMember(ctx.db, memberId);
  const now = ctx.clock.now();
  const limits = await effectiveLimits(ctx, memberId, now);
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
  const row = {
    deposit_daily: deposit.current,
    deposit_daily_pending: deposit.pending,
    deposit_daily_pending_at: deposit.pendingAt,
    loss_daily: loss.current,
    loss_daily_pending: loss.pending,
    loss_daily_pending_at: loss.pendingAt,
    timeout_until: timeoutUntil,
    self_excluded_until: excludedUntil,
    updated_at: now,
  };
  await ctx.db
    .insertInto('member_limits')
    .values({ member_id: memberId, ...row })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
    .execute();
  return limitsOf(ctx, memberId);
}
