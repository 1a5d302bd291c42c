import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { Paged } from '@shared/api/common.js';
import type { CouponRedemption } from '@shared/api/coupon.js';
import { apiGet } from '../../../lib/api-client.js';
import { couponKeys } from './keys.js';

/** GET /api/coupon/history?page=: the member's redeemed coupons, newest first (a page, like every list). */
export const getCouponHistory = (page: number, signal?: AbortSignal) =>
  apiGet<Paged<CouponRedemption>>(API.coupon.history, { page }, { signal });

export const couponHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: couponKeys.history(page),
    queryFn: ({ signal }) => getCouponHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export function useCouponHistory(page: number) {
  return useQuery(couponHistoryQueryOptions(page));
}
