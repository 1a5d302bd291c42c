/**
 * Countdowns run on server time (docs/design.md §3). The offset is the one estimate
 * of shared/src/live/server-clock.ts (docs/decisions/0086): each `time`
 * sample bounds it by its round trip, and the middle of the bounds the newest
 * samples agree on wins.
 */
import { ServerClock } from '#shared/live/server-clock.js';

const clock = new ServerClock();

/**
 * `sentAt` is when the client asked (or connected), `receivedAt` when the
 * answer arrived, `serverTime` what the server said.
 */
export function addTimeSample(serverTime: string, sentAt: number, receivedAt: number): void {
  clock.add(serverTime, sentAt, receivedAt);
}

export function serverOffsetMs(): number {
  return clock.offsetMs() ?? 0;
}

/** Now, on the server's clock. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs();
}

export function resetServerClock(): void {
  clock.reset();
}
