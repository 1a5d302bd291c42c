import type { OtpRequest, OtpResponse } from '#shared/api/otp.js';
import { toWireDate } from '#shared/dates.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../../context.js';
import type { AuthedMember } from '../../http/auth.js';
import { requireMemberRow } from '../service.js';
import { otpChannel, otpText, sendCode } from './channel.js';
import { issueCode } from './codes.js';

/**
 * `POST /api/otp/request`: a code for signing up goes to the phone being
 * signed up; a code for a member's bank change or withdrawal goes to the
 * member's own phone, whatever phone was sent. The answer is the same whether
 * or not the phone is a member's. Without a channel: `none`, no code needed.
 * `limit` counts the request on the phone the code goes to (per phone, per
 * address, one a minute per phone and purpose) before anything is sent.
 */
export async function requestOtp(
  ctx: Ctx,
  caller: AuthedMember | undefined,
  input: OtpRequest & { phone?: string | undefined },
  limit: (phone: string) => Promise<void>,
): Promise<OtpResponse> {
  const channel = otpChannel(ctx);
  const resendAfterS = Math.round(ctx.settings.otpResendMs / 1000);
  if (!channel) return { method: 'none', ref: null, expires_at: null, resend_after_s: 0, demo_sms: null };
  const phone = await otpPhone(ctx, caller, input);
  await limit(phone);
  const issued = await issueCode(ctx, input.purpose, phone);
  const text = otpText(input.purpose, issued, ctx.settings.otpTtlMs);
  await sendCode(channel, phone, text);
  return {
    method: channel.method,
    ref: issued.ref,
    expires_at: toWireDate(issued.expiresAt),
    resend_after_s: resendAfterS,
    // The demo's phone: the one asking is signing this phone up, or is its member, signed in.
    demo_sms: channel.method === 'demo' ? text : null,
  };
}

/** The phone a request's code goes to. */
async function otpPhone(ctx: Ctx, caller: AuthedMember | undefined, input: { purpose: OtpRequest['purpose']; phone?: string | undefined }): Promise<string> {
  if (input.purpose === 'register') {
    if (input.phone === undefined) {
      throw new AppError(ErrorCode.VALIDATION, 'กรุณากรอกเบอร์โทรศัพท์', { fields: { phone: 'กรุณากรอกเบอร์โทรศัพท์' } });
    }
    return input.phone;
  }
  if (!caller) throw new AppError(ErrorCode.UNAUTHORIZED);
  return (await requireMemberRow(ctx, caller.memberId)).username;
}
