/**
 * The member's profile as the server holds it now: the member home, the
 * profile page and the account forms read it under one query key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { session, useIsLoggedIn } from '#client/lib/session.js';

/** The user-info entry of the query cache (the sub bank account form invalidates it). */
export const USER_INFO_QUERY_KEY = ['member', 'user-info'] as const;

/** GET /api/get_user_info; the fresh copy also replaces the stored one, so the header's name follows. */
export async function getUserInfo() {
  const user = await apiCall(CALLS.auth.userInfo);
  session.updateUser(user);
  return user;
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: USER_INFO_QUERY_KEY,
    queryFn: getUserInfo,
    staleTime: 60_000,
  });

/** Off for a visitor: a logged-out screen never asks and never meets the 401 redirect. */
export function useUserInfo() {
  return useQuery({ ...userInfoQueryOptions(), enabled: useIsLoggedIn() });
}
