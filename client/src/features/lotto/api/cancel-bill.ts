import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { AGENT_ID } from '#shared/constants.js';
import { apiCall } from '#client/lib/api-client.js';
import { applyWallets } from '#client/member-data/apply-wallets.js';
import { lottoKeys } from './keys.js';

/** POST /api/lotto/bill/cancel: refunds the bill in full while cancelling is still allowed. */
export const cancelBill = (billId: number) => apiCall(CALLS.lotto.billCancel, { body: { bill_id: billId, agent_id: AGENT_ID } });

export function useCancelBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBill,
    onSuccess: ({ bill, wallets }) => {
      queryClient.setQueryData(lottoKeys.bill(bill.bill_id), bill);
      applyWallets(queryClient, wallets);
      void queryClient.invalidateQueries({ queryKey: lottoKeys.bills() });
    },
  });
}
