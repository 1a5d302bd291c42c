/** Query keys of the quests area. */
export const questKeys = {
  all: ['quests'] as const,
  list: () => ['quests', 'list'] as const,
};

/** The member data's wallets and points entries, which a quest reward refreshes. */
export { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
export { POINTS_QUERY_KEY } from '#client/member-data/get-points.js';
