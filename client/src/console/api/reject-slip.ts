import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { OperatorDecisionRequest } from '#shared/api/operator.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/slips/:id/reject { reason? }: no money moves; the member sees the reason. */
export const rejectSlip = ({ id, reason }: { id: number } & OperatorDecisionRequest) =>
  consoleCall(consoleCalls.slipReject, { params: { id }, body: reason ? { reason } : {} });

export function useRejectSlip() {
  const afterWrite = useAfterWrite(agentConsoleKeys.slips());
  return useMutation({ mutationFn: rejectSlip, onSuccess: afterWrite });
}
