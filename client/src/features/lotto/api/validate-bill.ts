import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { AGENT_ID } from '#shared/constants.js';
import type { BillQuote, BillRequest } from '#shared/api/lotto/bills.js';
import { apiCall } from '#client/lib/api-client.js';
import { lottoKeys } from './keys.js';

/** What docs/product.md §3 keeps after a successful validation: the bill as the server priced it and the input it priced. */
export interface ValidatedBill {
  input: BillRequest;
  quote: BillQuote;
}

/**
 * POST /api/lotto/bill/validate: the bill priced item by item (rate, payout),
 * or `ok: false` with a Thai reason on each item that cannot be bet.
 */
export const validateBill = (request: BillRequest) => apiCall(CALLS.lotto.billValidate, { body: { ...request, agent_id: AGENT_ID } });

/** The cached validated bill; never fetched, only written by validate and cleared by a round fetch. */
export const validatedBillQueryOptions = () =>
  queryOptions<ValidatedBill | null>({
    queryKey: lottoKeys.validatedBill(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useValidatedBill = () => useQuery(validatedBillQueryOptions()).data ?? null;

export function useValidateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateBill,
    onSuccess: (quote, input) => {
      // Spec §3: a successful validation caches the bill and its input; a refused one leaves nothing to confirm.
      const cached: ValidatedBill | null = quote.ok ? { input, quote } : null;
      queryClient.setQueryData(validatedBillQueryOptions().queryKey, cached);
    },
    onError: () => {
      queryClient.setQueryData(validatedBillQueryOptions().queryKey, null);
    },
  });
}
