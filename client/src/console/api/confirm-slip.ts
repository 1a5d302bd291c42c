import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { SlipConfirmRequest } from '#shared/api/payment-slips.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/slips/:id/confirm { amount (THB) }: the amount that arrived is credited to the member's main wallet. */
export const confirmSlip = ({ id, amount }: { id: number } & SlipConfirmRequest) =>
  consoleCall(consoleCalls.slipConfirm, { params: { id }, body: { amount } });

export function useConfirmSlip() {
  // The slips (and the slip itself), and the deposit the confirmation paid.
  const afterWrite = useAfterWrite(agentConsoleKeys.slips(), agentConsoleKeys.payments());
  return useMutation({ mutationFn: confirmSlip, onSuccess: afterWrite });
}
