import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { BankTransferStatus } from '#shared/api/bank-transfers.js';
import { consoleCall, agentRetry } from './console-client.js';
import { agentConsoleKeys } from './keys.js';

/** GET /agent/bank_transfers?status=: incoming transfers by status, those waiting for the agent to match by default. */
export const getBankTransfers = (status: BankTransferStatus = 'waiting') => consoleCall(consoleCalls.bankTransferList, { query: { status } });

export const bankTransfersQueryOptions = (status: BankTransferStatus = 'waiting') =>
  queryOptions({
    queryKey: agentConsoleKeys.bankTransfers(status),
    retry: agentRetry,
    queryFn: () => getBankTransfers(status),
    // The statement feed reports transfers all the time; the list is cheap.
    refetchInterval: 10_000,
  });

export const useBankTransfers = (status: BankTransferStatus = 'waiting') => useQuery(bankTransfersQueryOptions(status));
