import type { OtpPurpose } from '#shared/api/otp-answer.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../../context.js';
import { otpChannel } from './channel.js';
import { countGuess, spendCode, type CodeAnswer } from './codes.js';

/**
 * A guarded call's code (docs/decisions/0084), in its two steps, each a no-op
 * when the site sends no codes. `check` runs after the call's cheap rules and
 * before its transaction (and its password hash): without a code it refuses
 * with OTP_REQUIRED, so a member is asked for a code only for a request that
 * would otherwise pass; a wrong code counts there and refuses. `spend` runs
 * inside the transaction and spends the code with what it guards.
 */
export interface OtpGuard {
  /** whether the site sends codes, and so asks this call for one */
  readonly needed: boolean;
  check(): Promise<void>;
  spend(): Promise<void>;
}

export function otpGuard(ctx: Ctx, purpose: OtpPurpose, phone: string, answer: CodeAnswer | undefined): OtpGuard {
  const needed = otpChannel(ctx) !== undefined;
  return {
    needed,
    check: async () => {
      if (!needed) return;
      if (!answer) throw new AppError(ErrorCode.OTP_REQUIRED, undefined, { purpose });
      await countGuess(ctx, purpose, phone, answer);
    },
    spend: async () => {
      if (!needed) return;
      if (!answer) throw new AppError(ErrorCode.OTP_REQUIRED, undefined, { purpose });
      await spendCode(ctx, purpose, phone, answer);
    },
  };
}
