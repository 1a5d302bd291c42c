import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PointsResponse, WalletsResponse } from '#shared/api/member.js';
import { applyWallets } from './apply-wallets.js';
import { POINTS_QUERY_KEY, WALLETS_QUERY_KEY } from './keys.js';

const after: WalletsResponse = { wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 90, wallet_type_id: 1 }], total: 90, points: 12 };

describe('applyWallets', () => {
  it('writes an answer’s wallets and points into the caches, with no read after it', () => {
    const client = new QueryClient();
    client.setQueryData<WalletsResponse>(WALLETS_QUERY_KEY, { ...after, total: 100, free_spins: 3 });
    applyWallets(client, after);
    // The cached free spins stay when the answer leaves them out (an operator's API may have no wheel).
    expect(client.getQueryData(WALLETS_QUERY_KEY)).toEqual({ ...after, free_spins: 3 });
    expect(client.getQueryData<PointsResponse>(POINTS_QUERY_KEY)).toEqual({ point: 12 });
    expect(client.getQueryState(WALLETS_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
