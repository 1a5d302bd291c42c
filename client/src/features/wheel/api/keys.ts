/** Query keys of the wheel area. */
export const wheelKeys = {
  all: ['wheel'] as const,
  /** the member's wheel (docs/product.md §3 `wheelConfig`): prizes, points cost and free spins */
  config: () => ['wheel', 'config-v2'] as const,
  board: () => ['wheel', 'board'] as const,
  seed: () => ['wheel', 'seed'] as const,
  tables: () => ['wheel', 'tables'] as const,
};

/** The member data's wallets and points entries, which a spin writes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
export { POINTS_QUERY_KEY } from '#client/member-data/get-points.js';
