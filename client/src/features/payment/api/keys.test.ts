import { describe, expect, it } from 'vitest';
// eslint-disable-next-line layers/restricted-zones -- the test ties the owner's keys to the ones named here
import { promotionKeys } from '#client/features/promotions/api/keys.js';
import { ACTIVE_PROMOTION_QUERY_KEY, PROMOTIONS_QUERY_KEY, promotionListQueryKey } from './keys.js';

describe('query keys shared across areas', () => {
  it("name the same cache entries as their owners (the member data's wallets, points and user info have one definition, in member-data)", () => {
    expect(PROMOTIONS_QUERY_KEY).toEqual(promotionKeys.all);
    expect(promotionListQueryKey('0812345678')).toEqual(promotionKeys.list('0812345678'));
    expect(promotionListQueryKey(null)).toEqual(promotionKeys.list(null));
    expect(ACTIVE_PROMOTION_QUERY_KEY).toEqual(promotionKeys.active());
  });
});
