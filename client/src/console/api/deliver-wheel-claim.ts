import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { WheelClaimDeliverRequest } from '#shared/api/wheel.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/wheel/claims/:id/deliver { note? }: the item prize has been sent. */
export const deliverWheelClaim = ({ id, note }: { id: number } & WheelClaimDeliverRequest) =>
  consoleCall(consoleCalls.wheelClaimDeliver, { params: { id }, body: note ? { note } : {} });

export function useDeliverWheelClaim() {
  const afterWrite = useAfterWrite(agentConsoleKeys.wheelClaims());
  return useMutation({ mutationFn: deliverWheelClaim, onSuccess: afterWrite });
}
