import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponRedeemRequest } from '#shared/api/coupon.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { couponKeys, POINTS_QUERY_KEY, WALLETS_QUERY_KEY } from './keys.js';

export interface RedeemCouponVariables {
  request: CouponRedeemRequest;
  /** One key per confirmed code: a retry after a lost answer never credits twice. */
  idempotencyKey: string;
}

/** POST /api/coupon/redeem: credit to the bonus wallet, or points. */
export const redeemCoupon = ({ request, idempotencyKey }: RedeemCouponVariables) =>
  apiCall(CALLS.coupon.redeem, { body: request, idempotencyKey });

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY });
    },
  });
}
