import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { createTestQueryClient, Providers } from '#client/test-support/render.js';
import { session } from '#client/lib/session.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { holdBalances, useBalanceHold } from './balance-hold.js';
import { usePoints } from './get-points.js';
import { useWallets } from './get-wallets.js';
import { WALLETS_QUERY_KEY } from './keys.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const before: WalletsResponse = { wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 50, wallet_type_id: 1 }], total: 50, points: 7 };
const after: WalletsResponse = { ...before, total: 75.5, points: 27 };

async function renderBalances() {
  session.set(testSession());
  answerFetch({ [API.member.wallets]: { data: before }, [API.member.points]: { data: { point: 7 } } });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
  const view = renderHook(() => ({ wallets: useWallets(), points: usePoints(), hold: useBalanceHold() }), { wrapper });
  await waitFor(() => expect(view.result.current.points.data?.point).toBe(7));
  const shown = () => [view.result.current.wallets.data?.total, view.result.current.points.data?.point];
  const write = (wallets: WalletsResponse) => act(() => void queryClient.setQueryData(WALLETS_QUERY_KEY, wallets));
  return { queryClient, view, shown, write };
}

describe('balance hold', () => {
  beforeEach(() => {
    session.reload();
  });

  it('shows the balances from before the hold while the cache moves on, and the latest once released', async () => {
    const { queryClient, view, shown, write } = await renderBalances();
    act(() => view.result.current.hold.hold());
    write(after);
    expect(queryClient.getQueryData(WALLETS_QUERY_KEY)).toEqual(after);
    expect(shown()).toEqual([50, 7]);

    act(() => view.result.current.hold.release());
    await waitFor(() => expect(shown()).toEqual([75.5, 27]));
  });

  it('waits for the last of several holds; a release called twice counts once', async () => {
    const { queryClient, shown, write } = await renderBalances();
    let first!: () => void;
    let second!: () => void;
    act(() => {
      first = holdBalances(queryClient);
      second = holdBalances(queryClient);
    });
    write(after);
    act(() => {
      first();
      first();
    });
    expect(shown()).toEqual([50, 7]);
    act(() => second());
    await waitFor(() => expect(shown()).toEqual([75.5, 27]));
  });

  it('a screen that leaves while it holds lets go', async () => {
    const { queryClient, view, write } = await renderBalances();
    act(() => view.result.current.hold.hold());
    write(after);
    view.unmount();
    // A reader mounted afterwards (the next page's header) sees the balances as they are.
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const next = renderHook(() => useWallets(), { wrapper });
    expect(next.result.current.data?.total).toBe(75.5);
  });
});
