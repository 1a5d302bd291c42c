import type { AffiliateLevel } from '../format.js';

/** Query keys of the affiliate area. */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  configs: () => ['affiliate', 'configs'] as const,
  summary: () => ['affiliate', 'summary'] as const,
  network: (level: AffiliateLevel, page: number) => ['affiliate', 'network', level, page] as const,
  days: (page: number) => ['affiliate', 'days', page] as const,
  transactions: (page: number) => ['affiliate', 'transactions', page] as const,
};

/** The member data's wallets entry, which a redeem writes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
