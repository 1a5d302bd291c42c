/**
 * Delivery figures of `npm run live -- --sockets N`, per event type: how many
 * deliveries, how many distinct payloads, and two latencies. `spread` is how
 * long after the first socket each other socket got the same payload (the
 * fan-out); `age` is how old the payload was when it arrived, from a server
 * stamp it carries (`server_time`, `created_at`, the last shot's
 * `created_at`), read on the server's clock (the socket's measured offset).
 */
import { createHash } from 'node:crypto';

export interface EventFigures {
  delivered: number;
  distinct: number;
  spread_p50_ms: number | null;
  spread_p99_ms: number | null;
  age_p50_ms: number | null;
  age_p99_ms: number | null;
}

export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] as number);
}

/** The server's own time in a payload, when it carries one (ms since the epoch). */
export function serverStamp(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const shots = Array.isArray(record.shots) ? (record.shots as unknown[]) : [];
  const lastShot = shots.at(-1) as Record<string, unknown> | undefined;
  for (const value of [record.server_time, record.created_at, lastShot?.created_at]) {
    if (typeof value !== 'string') continue;
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return at;
  }
  return null;
}

interface EventLog {
  delivered: number;
  /** payload hash → first arrival (local ms) */
  first: Map<string, number>;
  spreads: number[];
  ages: number[];
}

export class DeliveryStats {
  private readonly events = new Map<string, EventLog>();

  /** One delivery of `event` with `payload`, at `receivedAt` (local ms), on a socket whose clock offset is `offsetMs`. */
  record(event: string, payload: unknown, receivedAt: number, offsetMs: number | undefined): void {
    let log = this.events.get(event);
    if (!log) {
      log = { delivered: 0, first: new Map(), spreads: [], ages: [] };
      this.events.set(event, log);
    }
    log.delivered += 1;
    const key = createHash('sha1').update(JSON.stringify(payload) ?? '').digest('hex');
    const first = log.first.get(key);
    if (first === undefined) log.first.set(key, receivedAt);
    else log.spreads.push(receivedAt - first);
    const stamp = serverStamp(payload);
    if (stamp !== null && offsetMs !== undefined) log.ages.push(receivedAt + offsetMs - stamp);
  }

  figures(): Record<string, EventFigures> {
    return Object.fromEntries(
      [...this.events].map(([event, log]) => [
        event,
        {
          delivered: log.delivered,
          distinct: log.first.size,
          spread_p50_ms: percentile(log.spreads, 50),
          spread_p99_ms: percentile(log.spreads, 99),
          age_p50_ms: percentile(log.ages, 50),
          age_p99_ms: percentile(log.ages, 99),
        },
      ]),
    );
  }

  table(): string {
    const rows = Object.entries(this.figures());
    if (!rows.length) return 'no events';
    const ms = (value: number | null) => (value === null ? '-' : String(value));
    const width = Math.max(5, ...rows.map(([event]) => event.length));
    const head = `${'event'.padEnd(width)}  delivered  distinct  spread p50/p99 ms  age p50/p99 ms`;
    const lines = rows.map(
      ([event, f]) =>
        `${event.padEnd(width)}  ${String(f.delivered).padStart(9)}  ${String(f.distinct).padStart(8)}  ${`${ms(f.spread_p50_ms)}/${ms(f.spread_p99_ms)}`.padStart(17)}  ${`${ms(f.age_p50_ms)}/${ms(f.age_p99_ms)}`.padStart(14)}`,
    );
    return [head, ...lines].join('\n');
  }
}
