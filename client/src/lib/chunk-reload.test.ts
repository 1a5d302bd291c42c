import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS } from '#shared/constants.js';
import { isChunkLoadError, listenForPreloadErrors, reloadForChunkError } from './chunk-reload.js';
import { readSessionState } from './persisted-state.js';

afterEach(() => vi.useRealTimers());

describe('chunk-load errors', () => {
  it('recognises failed dynamic imports of every browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once a minute, remembering the time in sessionStorage', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const reload = vi.fn();

    expect(reloadForChunkError({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readSessionState().chunkReloadAt).toBe(Date.now());

    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadForChunkError({ reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadForChunkError({ reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('handles Vite preload errors the same way', () => {
    const reload = vi.fn();
    const stop = listenForPreloadErrors({ reload });
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
  });
});
