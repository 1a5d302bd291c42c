import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { ClaimDecisionRequest } from '#shared/api/redemption.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/redemption/claims/:id/reject { note? }: the points go back to the member (their wallets push live). */
export const rejectClaim = ({ id, note }: { id: number } & ClaimDecisionRequest) =>
  consoleCall(consoleCalls.redemptionClaimReject, { params: { id }, body: note ? { note } : {} });

export function useRejectClaim() {
  const afterWrite = useAfterWrite(agentConsoleKeys.claims());
  return useMutation({ mutationFn: rejectClaim, onSuccess: afterWrite });
}
