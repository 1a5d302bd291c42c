import { useMutation } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';

/** POST /api/member/payment/demo_slip (demo mode only): a slip image for the pending deposit, as if it had been paid. */
export const makeDemoSlip = (ref: string) => apiCall(CALLS.payment.demoSlip, { body: { ref } });

export function useMakeDemoSlip() {
  return useMutation({ mutationFn: makeDemoSlip });
}
