import type { CashbackHistoryFilter } from './filter.js';

/** Query keys of the cashback area (turnover cashback and the loss refund). */
export const cashbackKeys = {
  all: ['cashback'] as const,
  rates: ['cashback', 'rates'] as const,
  turnover: (filter?: CashbackHistoryFilter) => (filter ? (['cashback', 'turnover', filter] as const) : (['cashback', 'turnover'] as const)),
  loss: (filter?: CashbackHistoryFilter) => (filter ? (['cashback', 'loss', filter] as const) : (['cashback', 'loss'] as const)),
};

/** The member data's wallets entry, which a claimed refund writes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
