/** Query keys of the promotions area (the deposit form reads the same entries under the same names). */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => ['promotions', 'list'] as const,
  active: () => ['promotions', 'active'] as const,
};
