/**
 * The SMS codes of a demo upstream (docs/decisions/0084): demo mode answers a
 * code request with the SMS as `demo_sms`, the demo's stand-in for the phone,
 * so the kit can answer the calls a code guards there as a visitor would. An
 * upstream with a real SMS gateway shows no code: those calls are refused for
 * now (OTP_REQUIRED, tolerated). The kit learns which it is from its own
 * `auth.otpRequest` case, on the given member's own phone, so it never makes
 * a real SMS go to a number it made up.
 */
import type { OtpAnswer } from '#shared/api/otp-answer.js';
import type { OtpRequest } from '#shared/api/otp.js';
import { CALLS } from '#shared/api/registry.js';
import type { Caller, CaseContext } from '../case.js';

/** The code for `request` when the upstream shows its codes, else nothing. */
export async function shownCode(ctx: CaseContext, request: OtpRequest, as?: Caller): Promise<{ otp?: OtpAnswer }> {
  if (!ctx.state.codesShown) return {};
  const sent = await ctx.data(CALLS.auth.otpRequest, { body: request }, as);
  const code = /\b(\d{6})\b/.exec(sent.demo_sms ?? '')?.[1];
  return sent.ref && code ? { otp: { ref: sent.ref, code } } : {};
}
