/**
 * The server's clock (docs/design.md §3) for countdowns. One shared timer for every
 * countdown on the page, not one per row; each reader gets the current second,
 * so React skips the ones whose text did not change.
 */
import { useSyncExternalStore } from 'react';
import { useRenderTime } from './hydration.js';
import { serverNow, serverOffsetMs } from './server-clock.js';

export const TICK_MS = 250;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

/**
 * Now, read once per tick: React reads a snapshot twice in one render and
 * warns (an error in tests) when the two differ, which a second boundary
 * falling between them would do. A reading is kept until the next tick, and
 * never longer than a tick (a page with no countdown has no timer running).
 */
let reading: { at: number; offset: number; now: number } | null = null;
function tickNow(): number {
  const at = Date.now();
  const offset = serverOffsetMs();
  // A new time sample moves the clock at once.
  if (!reading || at - reading.at >= TICK_MS || offset !== reading.offset) reading = { at, offset, now: serverNow() };
  return reading.now;
}

function subscribe(onTick: () => void) {
  listeners.add(onTick);
  timer ??= setInterval(() => {
    reading = null;
    for (const listener of listeners) listener();
  }, TICK_MS);
  return () => {
    listeners.delete(onTick);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Rounded snapshots stay equal between ticks, so readers re-render only when their value changes. */
const snapshots = new Map<number, () => number>();
function snapshotAt(resolutionMs: number): () => number {
  let read = snapshots.get(resolutionMs);
  if (!read) {
    read = () => Math.floor(tickNow() / resolutionMs) * resolutionMs;
    snapshots.set(resolutionMs, read);
  }
  return read;
}

/**
 * Now on the server's clock, rounded down to `resolutionMs` (a second for
 * countdowns in whole seconds; a quarter second where the end must not show late).
 */
export function useServerNow(resolutionMs: 1000 | typeof TICK_MS = 1000): number {
  const read = snapshotAt(resolutionMs);
  const renderedAt = useRenderTime();
  // The server's HTML shows the time it rendered at; the hydrating render shows the same, then ticks.
  const rendered = renderedAt === null ? read : () => Math.floor(renderedAt / resolutionMs) * resolutionMs;
  return useSyncExternalStore(subscribe, read, rendered);
}

/**
 * A value derived from the server's clock that changes rarely (a status, "is
 * it past closing?"): the component re-renders only when the value changes,
 * not on every tick.
 */
export function useServerClock<T extends string | number | boolean>(select: (now: number) => T): T {
  const read = () => select(tickNow());
  const renderedAt = useRenderTime();
  return useSyncExternalStore(subscribe, read, renderedAt === null ? read : () => select(renderedAt));
}
