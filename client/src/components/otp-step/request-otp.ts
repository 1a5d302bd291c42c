import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import type { OtpRequest } from '#shared/api/otp.js';
import { apiCall } from '#client/lib/api-client.js';

/**
 * POST /api/otp/request: a one-time code by SMS (or, in demo mode, its text in
 * the answer). A visitor names the phone being signed up and, like register,
 * is never sent to /login; a member's code goes to their own phone.
 */
export const requestOtp = (body: OtpRequest) => apiCall(CALLS.auth.otpRequest, { body, skipAuthRedirect: body.purpose === 'register' });

export function useRequestOtp() {
  return useMutation({ mutationKey: ['otp', 'request'], mutationFn: requestOtp });
}
