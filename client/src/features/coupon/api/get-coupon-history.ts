import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { couponKeys } from './keys.js';

/** GET /api/coupon/history?page=: the member's redeemed coupons, newest first (a page, like every list). */
export const getCouponHistory = (page: number, signal?: AbortSignal) => apiCall(CALLS.coupon.history, { query: { page }, signal });

export const couponHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: couponKeys.history(page),
    queryFn: ({ signal }) => getCouponHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export function useCouponHistory(page: number) {
  return useQuery(couponHistoryQueryOptions(page));
}
