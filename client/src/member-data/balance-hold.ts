/**
 * What every balance on screen (the header, the member panel, a page's own
 * figures) shows while an outcome is still hidden, such as a wheel spin until
 * the wheel stops on its prize: the balances as they were when the hold began.
 * The cache goes on taking the spin's answer and the live `wallets` pushes;
 * only what is shown waits, and the latest shows when the last hold goes.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PointsResponse, WalletsResponse } from '#shared/api/member.js';
import { POINTS_QUERY_KEY, WALLETS_QUERY_KEY } from './keys.js';

export interface HeldBalances {
  wallets: WalletsResponse | undefined;
  points: PointsResponse | undefined;
}

interface Hold {
  count: number;
  shown: HeldBalances | null;
  listeners: Set<() => void>;
}

/** One hold per query cache: tests (and any second app) each have their own. */
const holds = new WeakMap<QueryClient, Hold>();

function holdOf(queryClient: QueryClient): Hold {
  let hold = holds.get(queryClient);
  if (!hold) holds.set(queryClient, (hold = { count: 0, shown: null, listeners: new Set() }));
  return hold;
}

function changed(hold: Hold) {
  for (const listener of hold.listeners) listener();
}

/** Holds the balances on screen as they are now until the returned function is called (once is enough; twice is harmless). */
export function holdBalances(queryClient: QueryClient): () => void {
  const hold = holdOf(queryClient);
  if (hold.count++ === 0) {
    const wallets = queryClient.getQueryData<WalletsResponse>(WALLETS_QUERY_KEY);
    // A screen that showed the points from the wallets keeps showing those.
    const points = queryClient.getQueryData<PointsResponse>(POINTS_QUERY_KEY) ?? (wallets && { point: wallets.points });
    hold.shown = { wallets, points };
    changed(hold);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--hold.count > 0) return;
    hold.shown = null;
    changed(hold);
  };
}

/** The balances to show instead of the cache's, or null when nothing holds them. */
export function useHeldBalances(): HeldBalances | null {
  const hold = holdOf(useQueryClient());
  return useSyncExternalStore(
    (listener) => {
      hold.listeners.add(listener);
      return () => hold.listeners.delete(listener);
    },
    () => hold.shown,
    // Nothing is held in the server's HTML.
    () => null,
  );
}

/**
 * For a screen that keeps an outcome hidden for a while: `hold()` when it
 * starts, `release()` when the outcome is shown. Leaving the screen releases.
 */
export function useBalanceHold(): { hold: () => void; release: () => void } {
  const queryClient = useQueryClient();
  const release = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );
  return useMemo(
    () => ({
      hold: () => {
        release.current ??= holdBalances(queryClient);
      },
      release: () => {
        release.current?.();
        release.current = null;
      },
    }),
    [queryClient],
  );
}
