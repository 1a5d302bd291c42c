import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { UserInfo } from '@shared/api/auth.js';
import { apiGet } from '../../../lib/api-client.js';
import { session, useIsLoggedIn } from '../../../lib/session.js';

/** GET /api/get_user_info; the fresh copy also replaces the stored one. */
export async function getUserInfo(): Promise<UserInfo> {
  const user = await apiGet<UserInfo>(API.auth.userInfo);
  session.updateUser(user);
  return user;
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user-info'] as const,
    queryFn: getUserInfo,
    staleTime: 60_000,
  });

export function useUserInfo() {
  return useQuery({ ...userInfoQueryOptions(), enabled: useIsLoggedIn() });
}
