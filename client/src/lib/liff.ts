/**
 * LINE's LIFF SDK, only where a LIFF id is configured (docs/design.md §1: `LIFF_ID` unset,
 * the third party is off). The npm package is imported on first start, so no
 * page outside the LIFF layout carries it, and initialised once. Until it is
 * ready, or when it is off or failed, `useLiff()` is null and callers do what a
 * plain browser does (docs/decisions/0044).
 */
import { useSyncExternalStore } from 'react';
import type { Liff } from '@line/liff';
import { runtimeConfig, type RuntimeConfig } from './runtime-config.js';

let starting: Promise<Liff | null> | undefined;
let ready: Liff | null = null;
const listeners = new Set<() => void>();

/** Loads and initialises the SDK once; null when no LIFF id is configured or it failed to start. */
export function startLiff(config: RuntimeConfig = runtimeConfig()): Promise<Liff | null> {
  const { liffId } = config;
  if (!liffId) return Promise.resolve(null);
  starting ??= import('@line/liff')
    .then(async ({ default: liff }) => {
      await liff.init({ liffId });
      ready = liff;
      for (const listener of listeners) listener();
      return liff;
    })
    .catch((error: unknown) => {
      // Outside LINE with a wrong id or no network: the pages still work as in a browser.
      console.warn('LIFF unavailable', error);
      return null;
    });
  return starting;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The initialised SDK, or null (not configured, not started, still loading, failed). */
export function useLiff(): Liff | null {
  return useSyncExternalStore(subscribe, () => ready, () => null);
}

/**
 * Sends a text message through LINE's share sheet (the member picks friends or
 * groups). Null when the sheet is not available here: outside LINE without a
 * LINE login, or LIFF off; the caller keeps its own share link then.
 */
export function useLineShare(): ((text: string) => Promise<boolean>) | null {
  const liff = useLiff();
  if (!liff?.isLoggedIn() || !liff.isApiAvailable('shareTargetPicker')) return null;
  // Resolves to undefined when the member closes the sheet without sending.
  return async (text) => (await liff.shareTargetPicker([{ type: 'text', text }])) !== undefined;
}
