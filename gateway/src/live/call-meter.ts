import type { Clock } from '#shared/clock.js';

const WINDOW_S = 60;

/**
 * Upstream calls per kind over the last minute, for /agent/stats. Counts sit in
 * per-second buckets, so memory stays flat however busy the pollers are. The
 * same record feeds /metrics' running total (`total`), so the console and
 * Prometheus never count apart.
 */
export class CallMeter {
  private readonly buckets = new Map<string, Map<number, number>>();

  constructor(
    private readonly clock: Clock,
    private readonly total?: { inc(labels: { call: string }): void },
  ) {}

  record(kind: string): void {
    this.total?.inc({ call: kind });
    const second = Math.floor(this.clock.now() / 1000);
    let perSecond = this.buckets.get(kind);
    if (!perSecond) this.buckets.set(kind, (perSecond = new Map()));
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    if (perSecond.size > WINDOW_S * 2) this.prune(perSecond, second);
  }

  perMinute(): Record<string, number> {
    const second = Math.floor(this.clock.now() / 1000);
    const out: Record<string, number> = {};
    for (const [kind, perSecond] of this.buckets) {
      this.prune(perSecond, second);
      let total = 0;
      for (const count of perSecond.values()) total += count;
      out[kind] = total;
    }
    return out;
  }

  private prune(perSecond: Map<number, number>, now: number): void {
    for (const second of perSecond.keys()) if (second <= now - WINDOW_S) perSecond.delete(second);
  }
}
