import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { CreditRequest } from '#shared/api/operator.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/**
 * POST /agent/credit { username, amount (THB, negative takes), reason }: the member's wallets push live.
 * The key stays the same while the operator sends the same credit again (after a lost answer).
 */
export const creditMember = ({ body, idempotencyKey }: { body: CreditRequest; idempotencyKey: string }) =>
  consoleCall(consoleCalls.credit, { body, idempotencyKey });

export function useCreditMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditMember,
    // Search results show each member's total.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...agentConsoleKeys.all, 'members'] }),
  });
}
