import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { DUE_REFETCH_GAP_MS, useRefetchWhenDue } from './use-refetch-when-due.js';

describe('useRefetchWhenDue', () => {
  afterEach(() => vi.useRealTimers());

  it('refetches at once when due with old data, then at most every few seconds while the server lags', () => {
    vi.useFakeTimers();
    const refetch = vi.fn(async () => {});
    const { rerender } = renderHook((props: { due: boolean; updated: number }) =>
      useRefetchWhenDue(props.due, { refetch, dataUpdatedAt: props.updated, isFetching: false }),
    { initialProps: { due: false, updated: Date.now() - 60_000 } });
    vi.advanceTimersByTime(10_000);
    expect(refetch).not.toHaveBeenCalled();

    rerender({ due: true, updated: Date.now() - 60_000 });
    vi.advanceTimersByTime(0);
    expect(refetch).toHaveBeenCalledTimes(1);

    // The answer came back still showing the old state: the next ask waits.
    rerender({ due: true, updated: Date.now() });
    vi.advanceTimersByTime(DUE_REFETCH_GAP_MS - 1);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
