/**
 * Query keys of the lotto area, so mutations and the live watcher invalidate
 * by the same names the queries use.
 */
import type { BillStatus } from '#shared/api/lotto/bills.js';

/** GET bill/list's query as the client builds it (the shared schema's input type is looser). */
export interface BillsFilter {
  status?: BillStatus;
  round_id?: number;
  page?: number;
}

/** GET results' query as the client builds it. */
export interface ResultsFilter {
  category_id?: number;
  /** YYYY-MM-DD, Bangkok */
  date?: string;
  page?: number;
}

export const lottoKeys = {
  all: ['lotto'] as const,
  lobby: () => ['lotto', 'lobby'] as const,
  round: (roundId: number) => ['lotto', 'round', roundId] as const,
  rate: (roundId: number) => ['lotto', 'rate', roundId] as const,
  limit: (roundId: number) => ['lotto', 'limit', roundId] as const,
  rates: () => ['lotto', 'rates'] as const,
  results: (query?: ResultsFilter) => (query ? (['lotto', 'results', query] as const) : (['lotto', 'results'] as const)),
  liveResults: () => ['lotto', 'live-results'] as const,
  bills: (query?: BillsFilter) => (query ? (['lotto', 'bills', query] as const) : (['lotto', 'bills'] as const)),
  bill: (billId?: number) => (billId === undefined ? (['lotto', 'bill'] as const) : (['lotto', 'bill', billId] as const)),
  /** Spec §3's cached validated bill and its input (not a server query: written by validate). */
  validatedBill: () => ['lotto', 'validated-bill'] as const,
};

/** The member data's wallets entry, which a bill writes or refreshes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
