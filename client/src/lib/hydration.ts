/**
 * What the first render may read. The server renders a page before it knows
 * the visitor's storage or clock, and the browser's first render must produce
 * the same markup to hydrate it; both read the values here until hydration is
 * done, then the browser's own.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A browser-only value that does not change while the page is open (a frame, a
 * capability): `serverValue` in the server's HTML and the hydrating render,
 * `read()` on every render after.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(never, read, () => serverValue);
}

/** false on the server and while the browser hydrates; true on every render after. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * The server's clock when it rendered the page (ms): what a countdown or a
 * "today" shows in the HTML, and in the browser's hydrating render.
 */
export const RenderTimeContext = createContext<number | null>(null);

export function useRenderTime(): number | null {
  return useContext(RenderTimeContext);
}
