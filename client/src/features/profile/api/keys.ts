export const profileKeys = {
  userInfo: () => ['auth', 'user-info'] as const,
  limits: () => ['profile', 'limits'] as const,
};
