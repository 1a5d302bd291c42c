/**
 * Work the first paint does not need (the socket client, schemas, overlays)
 * starts when the browser is idle after hydration, and at the latest after
 * `timeoutMs`, so that it never waits behind a busy main thread for long
 * (docs/decisions/0054). Nothing runs on the server.
 */
export const IDLE_TIMEOUT_MS = 500;

export function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, 1);
}

/** Resolves in a task of its own: work after it runs after the browser had a turn (input, paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
