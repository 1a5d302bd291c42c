import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { AGENT_ID } from '#shared/constants.js';
import type { BillRequest } from '#shared/api/lotto/bills.js';
import { apiCall } from '#client/lib/api-client.js';
import { applyWallets } from '#client/member-data/apply-wallets.js';
import { lottoKeys } from './keys.js';

export interface CreateBillVariables {
  request: BillRequest;
  /** One key per confirmed bill: a retry of the same confirmation sends it again and is never charged twice. */
  idempotencyKey: string;
}

/** POST /api/lotto/bill/create: validates again and debits the stake in one step. */
export const createBill = ({ request, idempotencyKey }: CreateBillVariables) =>
  apiCall(CALLS.lotto.billCreate, { body: { ...request, agent_id: AGENT_ID }, idempotencyKey });

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBill,
    onSuccess: (bill) => {
      applyWallets(queryClient, bill.wallets);
      queryClient.setQueryData(lottoKeys.validatedBill(), null);
      void queryClient.invalidateQueries({ queryKey: lottoKeys.bills() });
      void queryClient.invalidateQueries({ queryKey: lottoKeys.limit(bill.round_id) });
    },
  });
}
