export const withdrawKeys = {
  all: ['withdraw'] as const,
  list: (page?: number) => (page === undefined ? (['withdraw', 'list'] as const) : (['withdraw', 'list', page] as const)),
};

/** The member area's wallets entry (features/member/api/get-wallets.ts); features do not import each other. */
export const WALLETS_QUERY_KEY = ['member', 'wallets'] as const;
