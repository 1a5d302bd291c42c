/**
 * Auth calls. The member given on the command line keeps their password:
 * with `--writes` the calls that change an account (password, reset,
 * secondary bank) run on a member the kit registers for the purpose; without
 * it they are sent so that the upstream must refuse them (a wrong old
 * password, an unknown reset token); reset_password names a phone no member
 * uses, so no SMS goes to anyone.
 */
import { CALLS } from '#shared/api/registry.js';
import type { RegisterRequest } from '#shared/api/auth.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession, Skip, type CaseContext, type Throwaway } from '../case.js';
import { digits, unusedUsername } from '../world.js';
import { shownCode } from './demo-codes.js';

const BIRTH_DATE = '1990-01-01';
const YEAR = 365.25 * 24 * 60 * 60 * 1000;

function registration(username: string, birthDate = BIRTH_DATE): RegisterRequest & { password: string; bank_account_no: string } {
  return {
    username,
    password: `conformance-${digits(6)}`,
    first_name: 'ทดสอบ',
    last_name: 'ระบบตรวจสอบ',
    bank_code: 'SCB',
    bank_account_no: `9${digits(11)}`,
    birth_date: birthDate,
  };
}

function throwawayOf(request: ReturnType<typeof registration>, token: string): Throwaway {
  return { username: request.username, password: request.password, token, bank_account_no: request.bank_account_no, birth_date: BIRTH_DATE };
}

/** The member `--writes` registers; made by the register case, or here when that case did not run. */
export async function ensureThrowaway(ctx: CaseContext): Promise<Throwaway> {
  if (ctx.state.throwaway) return ctx.state.throwaway;
  const request = registration(await unusedUsername(ctx));
  const data = await ctx.data(CALLS.auth.register, { body: { ...request, ...(await shownCode(ctx, { purpose: 'register', phone: request.username })) } });
  ctx.state.throwaway = throwawayOf(request, data.access_token);
  return ctx.state.throwaway;
}

/** An upstream that sends SMS codes asks for one the kit cannot read (OTP_REQUIRED): tolerated, as a captcha is. */
const NOT_NOW = [ErrorCode.CAPTCHA_FAILED, ErrorCode.USERNAME_TAKEN, ErrorCode.BANK_ACCOUNT_TAKEN, ErrorCode.OTP_REQUIRED];

export const authCases = {
  checkAccount: defineCase(CALLS.auth.checkAccount, async (ctx) => ({
    kind: 'success',
    request: { body: { username: ctx.session?.username ?? (await unusedUsername(ctx)) } },
  })),

  register: defineCase(CALLS.auth.register, async (ctx) => {
    const username = await unusedUsername(ctx);
    if (!ctx.writes) {
      const tenYearsAgo = new Date(ctx.serverNow() - 10 * YEAR).toISOString().slice(0, 10);
      return { kind: 'refusal', request: { body: registration(username, tenYearsAgo) }, because: 'a member under 20' };
    }
    const request = registration(username);
    return {
      kind: 'success',
      request: { body: { ...request, ...(await shownCode(ctx, { purpose: 'register', phone: username })) } },
      tolerate: NOT_NOW,
      note: `registered ${username}`,
      onData: (data) => {
        ctx.state.throwaway = throwawayOf(request, data.access_token);
      },
    };
  }),

  // The kit's own login is the one checked: logging in again would spend the upstream's attempt limit.
  login: defineCase(CALLS.auth.login, async (ctx) => {
    if (ctx.login) return { kind: 'answered', request: ctx.login.request, answer: ctx.login.answer };
    const body = { username: await unusedUsername(ctx), password: `conformance-${digits(6)}` };
    return { kind: 'refusal', request: { body }, because: 'an unknown member' };
  }),

  userInfo: defineCase(CALLS.auth.userInfo, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),

  updateSubBankAccount: defineCase(CALLS.auth.updateSubBankAccount, async (ctx) => {
    const request = { body: { bank_code: 'KBANK' as const, bank_account_no: `8${digits(11)}` } };
    if (!ctx.writes) return { kind: 'skip', why: "needs --writes (it sets a member's secondary account)", request };
    const member = await ensureThrowaway(ctx);
    const as = { token: member.token };
    const body = { ...request.body, ...(await shownCode(ctx, { purpose: 'bank_change' }, as)) };
    return { kind: 'success', request: { body }, as, tolerate: [ErrorCode.OTP_REQUIRED], note: `on ${member.username}` };
  }),

  // A member's purpose without a token is refused; with --writes a code goes to the given member's own phone
  // (when the upstream sends codes), never to a number the kit made up.
  otpRequest: defineCase(CALLS.auth.otpRequest, async (ctx) => {
    const request = { body: { purpose: 'bank_change' as const } };
    if (!ctx.writes) return { kind: 'refusal', request, as: 'visitor', because: "a member's purpose without a token" };
    const session = requireSession(ctx);
    return {
      kind: 'success',
      request,
      as: 'member',
      note: `to ${session.username}'s own phone`,
      onData: (data) => {
        ctx.state.codesShown = data.method === 'demo';
      },
    };
  }),

  changePassword: defineCase(CALLS.auth.changePassword, async (ctx) => {
    if (!ctx.writes) {
      requireSession(ctx);
      const body = { old_password: `not-the-password-${digits(6)}`, new_password: `conformance-${digits(6)}` };
      return { kind: 'refusal', request: { body }, because: 'a wrong old password' };
    }
    const member = await ensureThrowaway(ctx);
    const next = `conformance-${digits(6)}`;
    return {
      kind: 'success',
      request: { body: { old_password: member.password, new_password: next } },
      as: { token: member.token },
      note: `on ${member.username}`,
      onData: () => {
        member.password = next;
      },
    };
  }),

  // The answer is the same for any phone; a phone no member uses sends no SMS to anyone.
  resetPassword: defineCase(CALLS.auth.resetPassword, async (ctx) => {
    const username = await unusedUsername(ctx);
    return { kind: 'success', request: { body: { username } }, note: `on ${username}, which no member uses` };
  }),

  // With --writes, the link `operator.resetLink` issued for the kit's own member.
  resetPasswordV2: defineCase(CALLS.auth.resetPasswordV2, async (ctx) => {
    const next = `conformance-${digits(6)}`;
    const token = ctx.state.resetToken;
    ctx.state.resetToken = undefined;
    if (!ctx.writes || !token) {
      return { kind: 'refusal', request: { body: { reset_token: `conformance-${digits(24)}`, new_password: next } }, because: 'an unknown reset token' };
    }
    const member = await ensureThrowaway(ctx);
    return {
      kind: 'success',
      request: { body: { reset_token: token, new_password: next } },
      note: `on ${member.username}`,
      onData: async () => {
        // The reset revokes every session: log the member in again for any later case.
        member.password = next;
        const login = await ctx.data(CALLS.auth.login, { body: { username: member.username, password: next } });
        member.token = login.access_token;
      },
    };
  }),

  // A token of its own, so the session the other cases use stays valid.
  logout: defineCase(CALLS.auth.logout, async (ctx) => {
    const session = requireSession(ctx);
    const login = await ctx.data(CALLS.auth.login, { body: { username: session.username, password: session.password } });
    if (login.access_token === session.token) throw new Skip('the upstream answered the same token twice: logging it out would end the session');
    return { kind: 'success', request: {}, as: { token: login.access_token }, note: 'a second token of the member' };
  }),
};
