/**
 * A call guarded by a one-time code (docs/decisions/0084). Sent without one,
 * the server checks everything else and answers OTP_REQUIRED; the guard then
 * asks for a code, and the same request goes again with `otp: { ref, code }`.
 * A site that sends no codes never answers OTP_REQUIRED, so the form works as
 * it always did. The form keeps its own values and refusals: the guard only
 * holds the code step, which the form shows in its place.
 */
import { useState } from 'react';
import type { OtpRequest, OtpResponse } from '#shared/api/otp.js';
import { ZOtpCode, type OtpAnswer } from '#shared/api/otp-answer.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { ApiError, isRefusal } from '#client/lib/api-client.js';
import { serverNow } from '#client/lib/server-clock.js';
import { useSession } from '#client/lib/session.js';
import { useRequestOtp } from './request-otp.js';

export type OtpGuardPurpose = OtpRequest['purpose'];

/** Said when the call wants a code but the site answers that it sends none (a setting changed between the two). */
export const OTP_UNAVAILABLE = 'ส่งรหัส OTP ไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง';
export const OTP_RESENT = 'ส่งรหัส OTP ใหม่แล้ว';
const FAULT = 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : FAULT);
const is = (error: unknown, code: number) => error instanceof ApiError && error.code === code;

/** What the code step shows and does: the props of OtpStep. */
export interface OtpStepState {
  purpose: OtpGuardPurpose;
  /** the phone the code went to (shown masked); the member's own for member purposes */
  phone: string | undefined;
  sent: OtpResponse & { ref: string };
  /** when the resend button wakes, on the server's clock (ms) */
  resendAt: number;
  code: string;
  error: string | undefined;
  /** a note that is not an error ("ส่งรหัส OTP ใหม่แล้ว") */
  notice: string | undefined;
  /** the code is spent (expired, used, too many tries): only a new one helps */
  expired: boolean;
  submitting: boolean;
  resending: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onCancel: () => void;
}

type Challenge<Req> = Pick<OtpStepState, 'phone' | 'sent' | 'resendAt' | 'code' | 'error' | 'notice' | 'expired'> & { request: Req };

export interface OtpGuardOptions<Req, Res> {
  purpose: OtpGuardPurpose;
  /** sends the guarded call; `otp` once the member has a code */
  send: (request: Req, otp: OtpAnswer | undefined) => Promise<Res>;
  onSuccess: (answer: Res, request: Req) => void;
  /** any other refusal, for the form to show where it shows refusals */
  onError: (error: unknown) => void;
}

export function useOtpGuard<Req, Res>({ purpose, send, onSuccess, onError }: OtpGuardOptions<Req, Res>) {
  const requestOtp = useRequestOtp();
  const member = useSession();
  const [challenge, setChallenge] = useState<Challenge<Req> | null>(null);
  const [sending, setSending] = useState(false);
  const update = (change: Partial<Challenge<Req>>) => setChallenge((current) => current && { ...current, ...change });

  /** Asks for a code; a refusal of a first ask goes to the form, of a resend to the step. */
  const ask = async (request: Req, phone: string | undefined, resend: boolean) => {
    try {
      const sent = await requestOtp.mutateAsync(purpose === 'register' ? { purpose, phone } : { purpose });
      if (sent.method === 'none' || !sent.ref) {
        setChallenge(null);
        return onError(new ApiError(ErrorCode.OTP_REQUIRED, OTP_UNAVAILABLE, 200));
      }
      setChallenge({
        request,
        phone,
        sent: { ...sent, ref: sent.ref },
        resendAt: sent.resend_after_s > 0 ? serverNow() + sent.resend_after_s * 1000 : 0,
        code: '',
        error: undefined,
        notice: resend ? OTP_RESENT : undefined,
        expired: false,
      });
    } catch (error) {
      if (resend) update({ error: messageOf(error), notice: undefined });
      else onError(error);
    }
  };

  const attempt = async (request: Req, phone: string | undefined, otp: OtpAnswer | undefined) => {
    setSending(true);
    try {
      const answer = await send(request, otp);
      setChallenge(null);
      onSuccess(answer, request);
    } catch (error) {
      if (!otp && is(error, ErrorCode.OTP_REQUIRED)) await ask(request, phone, false);
      else if (otp && is(error, ErrorCode.OTP_WRONG)) update({ code: '', error: messageOf(error), notice: undefined });
      // A code asked for again with one in hand means the one sent no longer counts.
      else if (otp && (is(error, ErrorCode.OTP_EXPIRED) || is(error, ErrorCode.OTP_REQUIRED))) {
        const message = is(error, ErrorCode.OTP_EXPIRED) ? messageOf(error) : errorEntry(ErrorCode.OTP_EXPIRED).message;
        update({ code: '', error: message, notice: undefined, expired: true });
      }
      // A lost answer keeps the step (and the code), so tapping again sends the same thing.
      else if (otp && !isRefusal(error)) update({ error: messageOf(error), notice: undefined });
      else {
        setChallenge(null);
        onError(error);
      }
    } finally {
      setSending(false);
    }
  };

  const step: OtpStepState | null = challenge && {
    purpose,
    phone: challenge.phone,
    sent: challenge.sent,
    resendAt: challenge.resendAt,
    code: challenge.code,
    error: challenge.error,
    notice: challenge.notice,
    expired: challenge.expired,
    submitting: sending,
    resending: requestOtp.isPending,
    onCodeChange: (code) => update({ code: code.replace(/\D/g, '').slice(0, 6), ...(challenge.expired ? {} : { error: undefined }) }),
    onSubmit: () => {
      const checked = ZOtpCode.safeParse(challenge.code);
      if (!checked.success) return update({ error: checked.error.issues[0]?.message, notice: undefined });
      void attempt(challenge.request, challenge.phone, { ref: challenge.sent.ref, code: checked.data });
    },
    onResend: () => void ask(challenge.request, challenge.phone, true),
    onCancel: () => setChallenge(null),
  };

  return {
    /** Sends the call; `phone` is the one being signed up (register), a member's own otherwise. */
    submit: (request: Req, phone?: string) => void attempt(request, purpose === 'register' ? phone : member?.user.username, undefined),
    /** the call or the first ask is on its way */
    pending: sending || (requestOtp.isPending && !challenge),
    step,
  };
}
