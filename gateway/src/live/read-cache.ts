import type { Clock } from '#shared/clock.js';

/**
 * Upstream reads shared by every room of a node (decision 0029): one read of today's
 * yeekee list serves all the rounds that are not open, and a finished round's
 * state is kept so a later watcher costs no read. A read in flight is shared;
 * entries are bounded, the least recently stored going first.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 1_000,
  ) {}

  /** The value stored under key when younger than maxAgeMs, else a fresh read (shared with one in flight). */
  async get<T>(key: string, maxAgeMs: number, read: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.clock.now() - hit.at < maxAgeMs) return hit.value as T;
    let reading = this.pending.get(key) as Promise<T> | undefined;
    if (!reading) {
      reading = read().then((value) => {
        this.put(key, value);
        return value;
      });
      const shared = reading.finally(() => this.pending.delete(key));
      this.pending.set(key, shared);
      reading = shared;
    }
    return reading;
  }

  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  put(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.clock.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
