/**
 * Time is injected: production uses the system clock, tests a FakeClock they
 * advance by hand, so round closing, countdowns, backoff and expiry are tested
 * without waiting.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface TimerHandle {
  readonly id: number;
}

let nextSystemTimerId = 1;
const systemTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const id = nextSystemTimerId++;
    const timer = setTimeout(() => {
      systemTimers.delete(id);
      callback();
    }, ms);
    // A pending poll or backoff never keeps a process alive on its own.
    if (typeof timer === 'object') timer.unref?.();
    systemTimers.set(id, timer);
    return { id };
  },
  clearTimeout(handle) {
    clearTimeout(systemTimers.get(handle.id));
    systemTimers.delete(handle.id);
  },
};

interface PendingTimer {
  id: number;
  due: number;
  callback: () => void;
}

/** A clock that only moves when told to; due timers run in order on advance. */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: PendingTimer[] = [];

  constructor(start: number | Date = Date.parse('2026-11-22T10:00:00+07:00')) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, due: this.current + Math.max(0, ms), callback };
    this.timers.push(timer);
    return { id: timer.id };
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle.id);
  }

  /** Moves time forward, running each timer that falls due, earliest first. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers
        .filter((t) => t.due <= target)
        .sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = next.due;
      next.callback();
    }
    this.current = target;
  }

  /**
   * Moves time forward like `advance`, but stops at each timer that falls due
   * and waits for `settle` (the work the timer started, when that work is
   * asynchronous) before the next: each timer's work sees the clock at the
   * instant it fell due, as it would in real time.
   */
  async advanceSettling(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = next.due;
      next.callback();
      await settle();
    }
    this.current = target;
    await settle();
  }

  set(at: number | Date): void {
    const target = typeof at === 'number' ? at : at.getTime();
    if (target < this.current) throw new RangeError('a FakeClock never goes back');
    this.advance(target - this.current);
  }

  pendingTimers(): number {
    return this.timers.length;
  }
}
