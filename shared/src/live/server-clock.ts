/**
 * The one estimate of the server's clock (docs/design.md §3, docs/decisions/0086),
 * for the site's countdowns (client/src/lib/server-clock.ts) and for the live
 * client scripts and load checks use (client.ts). No dependencies: the browser
 * loads it too.
 *
 * A sample is the server's time, read somewhere between when the client asked
 * (`sentAt`, or began connecting) and when the answer came (`receivedAt`). So
 * the offset (server − local) lies between `server − receivedAt` and
 * `server − sentAt`, wherever in the round trip the server read its clock: a
 * socket's `time` event, read at the end of a handshake of several trips, is
 * bounded as truly as an HTTP answer read in the middle of one.
 *
 * The rule: the offset is the middle of the bounds the newest samples all
 * agree on (each narrows the others': the sample with the smallest round trip
 * bounds it at least as tightly as its own trip); with one sample, the
 * midpoint of its round trip. Samples are taken newest first and an older one
 * that disagrees with the newer (a clock was stepped) ends the reading.
 */

/** An estimate: `offsetMs` is server − local; `roundTripMs` how wide its bounds are (a single sample's round trip). */
export interface ClockSample {
  offsetMs: number;
  roundTripMs: number;
}

interface Bounds {
  /** server − receivedAt */
  low: number;
  /** server − sentAt */
  high: number;
}

const MAX_SAMPLES = 8;

const middle = ({ low, high }: Bounds): ClockSample => ({ offsetMs: (low + high) / 2, roundTripMs: high - low });

/** One sample on its own: the midpoint of its round trip. Null when the server's time does not parse. */
export function clockSample(serverTime: string, sentAt: number, receivedAt: number): ClockSample | null {
  const bounds = boundsOf(serverTime, sentAt, receivedAt);
  return bounds ? middle(bounds) : null;
}

function boundsOf(serverTime: string, sentAt: number, receivedAt: number): Bounds | null {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return null;
  return { low: server - receivedAt, high: server - Math.min(sentAt, receivedAt) };
}

/** The server's clock as the last few samples tell it. */
export class ServerClock {
  private samples: Bounds[] = [];
  private best: ClockSample | undefined;

  /** `sentAt`: when the client asked (or began connecting); `receivedAt`: when the answer came; `serverTime`: what the server said. */
  add(serverTime: string, sentAt: number, receivedAt: number): void {
    const bounds = boundsOf(serverTime, sentAt, receivedAt);
    if (!bounds) return;
    this.samples = [...this.samples, bounds].slice(-MAX_SAMPLES);
    let agreed = bounds;
    for (let i = this.samples.length - 2; i >= 0; i -= 1) {
      const older = this.samples[i]!;
      const low = Math.max(agreed.low, older.low);
      const high = Math.min(agreed.high, older.high);
      if (low > high) break;
      agreed = { low, high };
    }
    this.best = middle(agreed);
  }

  /** The estimate, or undefined before the first sample. */
  estimate(): ClockSample | undefined {
    return this.best;
  }

  /** server − local (ms), or undefined before the first sample. */
  offsetMs(): number | undefined {
    return this.best?.offsetMs;
  }

  reset(): void {
    this.samples = [];
    this.best = undefined;
  }
}
