import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT } from '@shared/api/paths.js';
import type { CreditRequest, CreditResponse } from '@shared/api/operator.js';
import { agentRequest } from './agent-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/credit { username, amount (THB, negative takes), reason }: the member's wallets push live. */
export const creditMember = (body: CreditRequest) => agentRequest<CreditResponse>(AGENT.credit, { body });

export function useCreditMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditMember,
    // Search results show each member's total.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...agentConsoleKeys.all, 'members'] }),
  });
}
