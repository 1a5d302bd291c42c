export const redemptionKeys = {
  all: ['redemption'] as const,
  list: () => ['redemption', 'list'] as const,
  calc: (itemId: number) => ['redemption', 'calc', itemId] as const,
  history: (page?: number) => (page === undefined ? (['redemption', 'history'] as const) : (['redemption', 'history', page] as const)),
};

/** The member data's wallets and points entries, which a redeem refreshes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
export { POINTS_QUERY_KEY } from '#client/member-data/get-points.js';
