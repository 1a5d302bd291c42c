import type { authCalls } from '@shared/api/auth.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';
import { attemptLimiter } from '../http/rate-limit.js';
import { changePassword, resetPassword, resetPasswordV2, updateSubBankAccount } from './account-service.js';
import { checkAccount, login, logout, register, userInfo } from './service.js';

export function authHandlers(ctx: Ctx): Handlers<typeof authCalls> {
  // Built here, per app: each upstream instance counts attempts on its own.
  const loginLimit = attemptLimiter('login', ctx.settings.loginRateLimit);
  const resetLimit = attemptLimiter('reset', ctx.settings.loginRateLimit);
  return {
    checkAccount: ({ body }) => checkAccount(ctx, body),
    register: ({ body }) => register(ctx, body),
    login: { before: [loginLimit], handle: ({ body }) => login(ctx, body) },
    logout: ({ member }) => logout(ctx, member.sessionId),
    userInfo: ({ member }) => userInfo(ctx, member.memberId),
    changePassword: ({ member, body }) => changePassword(ctx, member, body),
    resetPassword: { before: [resetLimit], handle: ({ body }) => resetPassword(ctx, body) },
    resetPasswordV2: ({ body }) => resetPasswordV2(ctx, body),
    updateSubBankAccount: ({ member, body }) => updateSubBankAccount(ctx, member, body),
  };
}
