import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { BankTransferMatchRequest } from '#shared/api/bank-transfers.js';
import { useAfterWrite } from './after-write.js';
import { consoleCall } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** POST /agent/bank_transfers/:id/match { username }: the transfer is the member's; its amount is credited to their main wallet. */
export const matchBankTransfer = ({ id, username }: { id: number } & BankTransferMatchRequest) =>
  consoleCall(consoleCalls.bankTransferMatch, { params: { id }, body: { username } });

export function useMatchBankTransfer() {
  // The transfers, and the deposit the match paid.
  const afterWrite = useAfterWrite(agentConsoleKeys.bankTransfers(), agentConsoleKeys.payments());
  return useMutation({ mutationFn: matchBankTransfer, onSuccess: afterWrite });
}
