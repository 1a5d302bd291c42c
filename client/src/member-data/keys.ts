/** The query keys of the member's balances: a money-moving mutation invalidates or writes them. */
export const WALLETS_QUERY_KEY = ['member', 'wallets'] as const;
/** A coupon or a quest that pays points invalidates it; wallet answers and pushes carry points too. */
export const POINTS_QUERY_KEY = ['member', 'points'] as const;
