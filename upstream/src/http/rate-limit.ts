import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Clock } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';

/**
 * Counts events (failed logins, codes sent) per key in a sliding window on the
 * injectable clock. express-rate-limit counts every request on the wall clock;
 * the auth limits count failures only and must move with a FakeClock, so they
 * keep their own small store. One store per app: two apps in one process
 * (tests) never share counts.
 */
export class WindowCounter {
  private readonly events = new Map<string, number[]>();
  private writes = 0;

  constructor(
    private readonly clock: Clock,
    readonly windowMs: number,
  ) {}

  /** Events of `key` still inside the window. */
  count(key: string): number {
    return this.live(key).length;
  }

  /** When the newest event of `key` happened, if any is inside the window. */
  last(key: string): number | undefined {
    return this.live(key).at(-1);
  }

  /** Counts an event now; answers its time, for `remove`. */
  add(key: string): number {
    const at = this.clock.now();
    const list = this.live(key);
    list.push(at);
    this.events.set(key, list);
    // An attacker's keys must not grow the map for ever: sweep now and then.
    if (++this.writes % 1000 === 0) this.sweep();
    return at;
  }

  /** Takes back one event `add` counted at `at` (an attempt that turned out not to be a failure). */
  remove(key: string, at: number): void {
    const list = this.events.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (index >= 0) list!.splice(index, 1);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  private live(key: string): number[] {
    const since = this.clock.now() - this.windowMs;
    const list = (this.events.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) this.events.delete(key);
    return list;
  }

  private sweep(): void {
    for (const key of [...this.events.keys()]) this.live(key);
  }
}

/**
 * The client's address for limits: `req.ip`, which honours `X-Forwarded-For`
 * only from the proxies `settings.trustProxy` names; IPv6 by its /56, since one
 * client holds a whole prefix.
 */
export function addressOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
}

/** The refusal of every limit: 429 with the Thai message, optionally how long to wait. */
export function rateLimited(waitMs?: number): AppError {
  if (waitMs === undefined || waitMs <= 0) return new AppError(ErrorCode.RATE_LIMITED);
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} นาที` : `${seconds} วินาที`;
  return new AppError(ErrorCode.RATE_LIMITED, `ทำรายการถี่เกินไป กรุณารอ ${wait} แล้วลองใหม่`);
}
