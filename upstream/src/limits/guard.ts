/**
 * The one guard every money-moving member call asks (docs/decisions/0017).
 * A member in time-out or self-exclusion can log in, read balances and
 * withdraw, nothing else. Games that come later call `assertBetAllowed` (or
 * `assertMayPlay` when the action stakes nothing) inside their transaction.
 * The deposit and loss sums read here decide on rows only the member's own
 * calls write: on PostgreSQL the caller holds the member's row lock
 * (`lockMember`, taken by the idempotency wrapper for member calls) so two of
 * them cannot both pass on the same sum.
 */
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { wireTime } from '#shared/dates/calendar.js';
import { depositsToday, effectiveLimits, netLossToday, type EffectiveLimits } from './service.js';

/** Refuses during self-exclusion (SELF_EXCLUDED) or a time-out (PLAY_TIMEOUT). */
export async function assertMayPlay(ctx: Ctx, memberId: number, now: number = ctx.clock.now()): Promise<void> {
  refuseWhileBarred(await effectiveLimits(ctx, memberId, now));
}

function refuseWhileBarred(limits: EffectiveLimits): void {
  if (limits.selfExcludedUntil !== null) {
    throw new AppError(ErrorCode.SELF_EXCLUDED, undefined, { until: wireTime(limits.selfExcludedUntil) });
  }
  if (limits.timeoutUntil !== null) throw new AppError(ErrorCode.PLAY_TIMEOUT, undefined, { until: wireTime(limits.timeoutUntil) });
}

/** A new deposit of `amount`: the play guard, then today's paid and pending deposits plus it against the daily limit. */
export async function assertDepositAllowed(ctx: Ctx, memberId: number, amount: Satang, now: number = ctx.clock.now()): Promise<void> {
  const limits = await effectiveLimits(ctx, memberId, now);
  refuseWhileBarred(limits);
  const limit = limits.deposit_daily.current;
  if (limit === null) return;
  const used = await depositsToday(ctx, memberId, now);
  if (used + amount > limit) {
    throw new AppError(ErrorCode.LIMIT_DEPOSIT_DAILY, undefined, {
      limit: satangToThb(limit),
      used_today: satangToThb(used),
      remaining: satangToThb(Math.max(0, limit - used)),
    });
  }
}

/** A stake of `stake`: the play guard, then today's net loss plus the stake against the daily loss limit. */
export async function assertBetAllowed(ctx: Ctx, memberId: number, stake: Satang, now: number = ctx.clock.now()): Promise<void> {
  const limits = await effectiveLimits(ctx, memberId, now);
  refuseWhileBarred(limits);
  const limit = limits.loss_daily.current;
  if (limit === null) return;
  const loss = await netLossToday(ctx, memberId, now);
  if (loss + stake > limit) {
    throw new AppError(ErrorCode.LIMIT_LOSS_DAILY, undefined, {
      limit: satangToThb(limit),
      used_today: satangToThb(loss),
      remaining: satangToThb(Math.max(0, limit - loss)),
    });
  }
}
