import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { walletsQueryOptions } from '../../member/api/get-wallets.js';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { promotionKeys } from '../../promotions/api/keys.js';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { WALLETS_QUERY_KEY as WITHDRAW_WALLETS } from '../../withdraw/api/keys.js';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { POINTS_QUERY_KEY, WALLETS_QUERY_KEY as COUPON_WALLETS } from '../../coupon/api/keys.js';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { pointsQueryOptions } from '../../member/api/get-points.js';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { userInfoQueryOptions as authUserInfo } from '../../auth/api/get-user-info.js';
// eslint-disable-next-line no-restricted-imports -- the test ties the owners' keys to the ones named here
import { profileKeys } from '../../profile/api/keys.js';
import { ACTIVE_PROMOTION_QUERY_KEY, PROMOTION_LIST_QUERY_KEY, WALLETS_QUERY_KEY } from './keys.js';

describe('query keys shared across areas', () => {
  it('name the same cache entries as their owners', () => {
    const wallets = walletsQueryOptions().queryKey;
    expect(WALLETS_QUERY_KEY).toEqual(wallets);
    expect(WITHDRAW_WALLETS).toEqual(wallets);
    expect(COUPON_WALLETS).toEqual(wallets);
    expect(POINTS_QUERY_KEY).toEqual(pointsQueryOptions().queryKey);
    expect(PROMOTION_LIST_QUERY_KEY).toEqual(promotionKeys.list());
    expect(ACTIVE_PROMOTION_QUERY_KEY).toEqual(promotionKeys.active());
    expect(profileKeys.userInfo()).toEqual(authUserInfo().queryKey);
  });
});
