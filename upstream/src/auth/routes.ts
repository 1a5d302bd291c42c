import { Router } from 'express';
import {
  ZChangePasswordRequest,
  ZCheckAccountRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZResetPasswordV2Request,
  ZUpdateSubBankAccountRequest,
} from '@shared/api/auth.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { attemptLimiter } from '../http/rate-limit.js';
import { bodyOf, route } from '../http/route.js';
import { changePassword, resetPassword, resetPasswordV2, updateSubBankAccount } from './account-service.js';
import { checkAccount, login, logout, register, userInfo } from './service.js';

export function authRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  // Built here, per app: each upstream instance counts attempts on its own.
  const loginLimit = attemptLimiter('login', ctx.settings.loginRateLimit);
  const resetLimit = attemptLimiter('reset', ctx.settings.loginRateLimit);

  router.post(
    API.auth.checkAccount,
    route((req) => checkAccount(ctx, parseOrThrow(ZCheckAccountRequest, bodyOf(req)))),
  );
  router.post(
    API.auth.register,
    route((req) => register(ctx, parseOrThrow(ZRegisterRequest, bodyOf(req)))),
  );
  router.post(
    API.auth.login,
    loginLimit,
    route((req) => login(ctx, parseOrThrow(ZLoginRequest, bodyOf(req)))),
  );
  router.post(
    API.auth.logout,
    member,
    route((_req, res) => logout(ctx, memberOf(res).sessionId)),
  );
  router.get(
    API.auth.userInfo,
    member,
    route((_req, res) => userInfo(ctx, memberOf(res).memberId)),
  );
  router.post(
    API.auth.changePassword,
    member,
    route((req, res) => changePassword(ctx, memberOf(res), parseOrThrow(ZChangePasswordRequest, bodyOf(req)))),
  );
  router.post(
    API.auth.resetPassword,
    resetLimit,
    route((req) => resetPassword(ctx, parseOrThrow(ZResetPasswordRequest, bodyOf(req)))),
  );
  router.post(
    API.auth.resetPasswordV2,
    route((req) => resetPasswordV2(ctx, parseOrThrow(ZResetPasswordV2Request, bodyOf(req)))),
  );
  router.post(
    API.auth.updateSubBankAccount,
    member,
    route((req, res) => updateSubBankAccount(ctx, memberOf(res), parseOrThrow(ZUpdateSubBankAccountRequest, bodyOf(req)))),
  );
  return router;
}
