import type { authCalls } from '#shared/api/auth.js';
import type { otpCalls } from '#shared/api/otp.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { addressOf } from '#server-kit/http/rate-limit.js';
import { changePassword, resetPassword, resetPasswordV2, updateSubBankAccount } from './account-service.js';
import { AuthLimits } from './limits.js';
import { requestOtp } from './otp/request.js';
import { checkAccount, login, logout, register, userInfo } from './service.js';

export function authHandlers(ctx: Ctx): Handlers<typeof authCalls & typeof otpCalls> {
  // Counted in the database: every upstream process on it sees the same attempts (docs/decisions/0066).
  const limits = new AuthLimits(ctx.db, ctx.clock, ctx.settings.authLimits, ctx.settings.otpResendMs);
  return {
    checkAccount: ({ body }) => checkAccount(ctx, body),
    register: async ({ body, req }) => {
      await limits.register(addressOf(req));
      return register(ctx, body);
    },
    login: async ({ body, req }) => {
      const attempt = await limits.loginAttempt(addressOf(req), body.username);
      try {
        const answer = await login(ctx, body);
        await attempt.succeeded();
        return answer;
      } catch (error) {
        if (!(error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)) await attempt.undecided();
        throw error;
      }
    },
    logout: ({ member }) => logout(ctx, member.sessionId),
    userInfo: ({ member }) => userInfo(ctx, member.memberId),
    changePassword: ({ member, body }) => changePassword(ctx, limits, member, body),
    resetPassword: async ({ body, req }) => {
      await limits.codeRequested(addressOf(req), body.username, 'reset');
      return resetPassword(ctx, body);
    },
    // Nothing is sent, or counted, when the site sends no codes.
    otpRequest: ({ body, req, member }) => requestOtp(ctx, member, body, (phone) => limits.codeRequested(addressOf(req), phone, body.purpose)),
    resetPasswordV2: ({ body }) => resetPasswordV2(ctx, body),
    updateSubBankAccount: ({ member, body }) => updateSubBankAccount(ctx, member, body),
  };
}
