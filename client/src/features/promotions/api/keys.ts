/** Query keys of the promotions area (the deposit form reads the same entries under the same names). */
export const promotionKeys = {
  all: ['promotions'] as const,
  /** a member's list says which promotions their rules refuse them: one entry per member, and one for visitors */
  list: (username: string | null) => ['promotions', 'list', username ?? 'visitor'] as const,
  active: () => ['promotions', 'active'] as const,
};
