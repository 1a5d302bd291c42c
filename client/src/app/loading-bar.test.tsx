import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { LOADING_BAR } from '#shared/constants.js';
import { useLoadingBar } from './loading-bar.js';

afterEach(() => vi.useRealTimers());

describe('loading bar (product §9)', () => {
  it('waits 200 ms before showing and gives up at 5000 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ busy }) => useLoadingBar(busy), { initialProps: { busy: false } });
    expect(result.current).toBe('hidden');

    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1));
    expect(result.current).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('running');
    act(() => vi.advanceTimersByTime(LOADING_BAR.timeoutMs - LOADING_BAR.throttleMs - 1));
    expect(result.current).toBe('running');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hidden');
  });

  it('never shows for a quick navigation and hides when loading ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ busy }) => useLoadingBar(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(150));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('hidden');

    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('running');
    rerender({ busy: false });
    expect(result.current).toBe('hidden');
  });
});
