import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { Topic } from '#shared/live/topic-names.js';
import { createTestQueryClient, Providers } from '#client/test-support/render.js';
import { session } from '#client/lib/session.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { useWallets, WALLETS_QUERY_KEY } from './get-wallets.js';
import { usePoints } from './get-points.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

const snapshot: WalletsResponse = {
  wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 50, wallet_type_id: 1 }],
  total: 50,
  points: 7,
};

function wrapperWith(queryClient = createTestQueryClient()) {
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>,
  };
}

describe('useWallets', () => {
  beforeEach(() => {
    bindings.length = 0;
    session.reload();
  });

  it('is off for a visitor: no call, no topic', () => {
    const api = answerFetch({ [API.member.wallets]: { data: snapshot } });
    const { wrapper } = wrapperWith();
    renderHook(() => useWallets(), { wrapper });
    expect(api.calls).toHaveLength(0);
    expect(bindings.at(-1)?.topic).toBeNull();
  });

  it('fetches the wallets of a member and keeps them live from the wallets topic', async () => {
    session.set(testSession());
    answerFetch({ [API.member.wallets]: { data: snapshot }, [API.member.points]: { data: { point: 7 } } });
    const { wrapper, queryClient } = wrapperWith();
    const { result } = renderHook(() => ({ wallets: useWallets(), points: usePoints() }), { wrapper });
    await waitFor(() => expect(result.current.wallets.data?.total).toBe(50));

    const binding = bindings.at(-1)!;
    expect(binding.topic).toBe(Topic.wallets);
    expect(binding.queryKey).toEqual(WALLETS_QUERY_KEY);

    // A pushed `wallets` event replaces the snapshot; the points follow it.
    const pushed: WalletsResponse = { ...snapshot, total: 80.25, points: 12 };
    const reduce = binding.events.wallets as (current: unknown, event: WalletsResponse) => WalletsResponse;
    queryClient.setQueryData(WALLETS_QUERY_KEY, (current: WalletsResponse | undefined) => reduce(current, pushed));
    await waitFor(() => expect(result.current.wallets.data?.total).toBe(80.25));
    await waitFor(() => expect(result.current.points.data?.point).toBe(12));
  });
});
