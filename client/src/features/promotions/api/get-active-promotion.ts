import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/api/paths.js';
import type { PromotionActiveResponse } from '@shared/api/promotion.js';
import { apiGet } from '../../../lib/api-client.js';
import { useIsLoggedIn } from '../../../lib/session.js';
import { promotionKeys } from './keys.js';

/** GET /api/promotion/active: the member's accepted or active promotion with its progress, or null. */
export const getActivePromotion = (signal?: AbortSignal) => apiGet<PromotionActiveResponse>(API.promotion.active, undefined, { signal });

export const activePromotionQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.active(), queryFn: ({ signal }) => getActivePromotion(signal) });

export function useActivePromotion() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...activePromotionQueryOptions(), enabled: loggedIn });
}
