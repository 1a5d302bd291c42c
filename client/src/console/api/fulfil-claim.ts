import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { ClaimDecisionRequest } from '#shared/api/redemption.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/redemption/claims/:id/fulfil { note? }: the goods have been sent. */
export const fulfilClaim = ({ id, note }: { id: number } & ClaimDecisionRequest) =>
  consoleCall(consoleCalls.redemptionClaimFulfil, { params: { id }, body: note ? { note } : {} });

export function useFulfilClaim() {
  const afterWrite = useAfterWrite(agentConsoleKeys.claims());
  return useMutation({ mutationFn: fulfilClaim, onSuccess: afterWrite });
}
