/**
 * The clock of the browser journeys that need "tomorrow" (the referral commission,
 * yesterday's loss refund): the system clock plus an offset that only ever grows.
 * It lives here, beside the journeys, and only `e2e/test-support/time-travel-server.ts`
 * builds one: the product's own entry points run on the system clock, and no setting
 * or call can move it (docs/decisions/0037).
 *
 * Timers are kept with their due time on this clock; a jump re-arms them, so what
 * fell due in the skipped hours (rounds closing, the Bangkok-midnight jobs) runs at
 * once, earliest first, as it would on a process that had been asleep.
 */
import type { Clock, TimerHandle } from '#shared/clock.js';

/** Node's timers hold at most 2^31 − 1 ms; a longer wait is re-armed when that runs out. */
const MAX_NODE_DELAY = 2 ** 31 - 1;

interface Pending {
  due: number;
  callback: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

export class ShiftableClock implements Clock {
  private offset: number;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** `startAt`: what `now()` reads at construction (never before the system clock). */
  constructor(startAt: number = Date.now()) {
    this.offset = Math.max(0, startAt - Date.now());
  }

  now(): number {
    return Date.now() + this.offset;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.pending.set(id, { due: this.now() + Math.max(0, ms), callback });
    this.arm(id);
    return { id };
  }

  clearTimeout(handle: TimerHandle): void {
    const entry = this.pending.get(handle.id);
    if (entry?.timer) clearTimeout(entry.timer);
    this.pending.delete(handle.id);
  }

  /** Jumps forward to `at` (a time already passed changes nothing) and runs what fell due. */
  jumpTo(at: number): void {
    const gap = at - this.now();
    if (gap <= 0) return;
    this.offset += gap;
    // Earliest first: Node runs timers of equal delay in the order they were set.
    const order = [...this.pending.entries()].sort(([a, x], [b, y]) => x.due - y.due || a - b);
    for (const [id] of order) this.arm(id);
  }

  private arm(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    const wait = Math.min(Math.max(0, entry.due - this.now()), MAX_NODE_DELAY);
    entry.timer = setTimeout(() => {
      if (this.now() < entry.due) return this.arm(id);
      this.pending.delete(id);
      entry.callback();
    }, wait);
    // As with the system clock, a pending timer never keeps the process alive.
    entry.timer.unref?.();
  }
}
