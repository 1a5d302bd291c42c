import { useEffect } from 'react';

/** The least time between two refetches while the server has not caught up with the clock yet. */
export const DUE_REFETCH_GAP_MS = 5_000;

/**
 * When a round's open or close time passes on the server's clock, ask the
 * server for its new state; if the answer still shows the old state (its
 * scheduler runs a moment later), ask again every few seconds, never in a loop.
 */
export function useRefetchWhenDue(due: boolean, query: { refetch: () => Promise<unknown>; dataUpdatedAt: number; isFetching: boolean }) {
  const { refetch, dataUpdatedAt, isFetching } = query;
  useEffect(() => {
    if (!due || isFetching) return;
    const wait = Math.max(0, DUE_REFETCH_GAP_MS - (Date.now() - dataUpdatedAt));
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [due, isFetching, dataUpdatedAt, refetch]);
}
