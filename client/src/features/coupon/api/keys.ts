export const couponKeys = {
  all: ['coupon'] as const,
  history: (page?: number) => (page === undefined ? (['coupon', 'history'] as const) : (['coupon', 'history', page] as const)),
};

/** The member data's wallets and points entries, which a redeemed coupon refreshes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
export { POINTS_QUERY_KEY } from '#client/member-data/get-points.js';
