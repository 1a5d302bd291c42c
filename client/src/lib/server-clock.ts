/**
 * Countdowns run on server time (docs/design.md §3). The offset is estimated from
 * several `time` samples; the one with the lowest round trip wins, since its
 * midpoint is the closest to when the server read its clock.
 */
interface Sample {
  offsetMs: number;
  roundTripMs: number;
}

const MAX_SAMPLES = 8;
let samples: Sample[] = [];
let best: Sample | null = null;

/**
 * `sentAt` is when the client asked (or connected), `receivedAt` when the
 * answer arrived, `serverTime` what the server said.
 */
export function addTimeSample(serverTime: string, sentAt: number, receivedAt: number): void {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return;
  const roundTripMs = Math.max(0, receivedAt - sentAt);
  const sample = { offsetMs: server - (sentAt + roundTripMs / 2), roundTripMs };
  samples = [...samples, sample].slice(-MAX_SAMPLES);
  best = samples.reduce((a, b) => (b.roundTripMs < a.roundTripMs ? b : a));
}

export function serverOffsetMs(): number {
  return best?.offsetMs ?? 0;
}

/** Now, on the server's clock. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs();
}

export function resetServerClock(): void {
  samples = [];
  best = null;
}
