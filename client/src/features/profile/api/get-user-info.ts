import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { UserInfo } from '@shared/api/auth.js';
import { apiGet } from '../../../lib/api-client.js';
import { session } from '../../../lib/session.js';
import { profileKeys } from './keys.js';

/**
 * GET /api/get_user_info: the member's profile as the server holds it now. The
 * auth area reads the same entry (features do not import each other), so this
 * behaves the same: the fresh copy also replaces the stored one.
 */
export async function getUserInfo(): Promise<UserInfo> {
  const user = await apiGet<UserInfo>(API.auth.userInfo);
  session.updateUser(user);
  return user;
}

export const userInfoQueryOptions = () => queryOptions({ queryKey: profileKeys.userInfo(), queryFn: getUserInfo, staleTime: 60_000 });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
