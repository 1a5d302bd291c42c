export const couponKeys = {
  all: ['coupon'] as const,
  history: (page?: number) => (page === undefined ? (['coupon', 'history'] as const) : (['coupon', 'history', page] as const)),
};

/** The member area's wallets and points entries; features do not import each other. */
export const WALLETS_QUERY_KEY = ['member', 'wallets'] as const;
export const POINTS_QUERY_KEY = ['member', 'points'] as const;
