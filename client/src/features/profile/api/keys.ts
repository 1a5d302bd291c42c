export const profileKeys = {
  limits: () => ['profile', 'limits'] as const,
};
