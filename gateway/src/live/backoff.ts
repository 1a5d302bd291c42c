export interface BackoffPolicy {
  maxMs: number;
  /** ± share of the delay, so pollers of many rooms do not retry in step */
  jitter: number;
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { maxMs: 60_000, jitter: 0.2, random: Math.random };

/** The delay before the next poll: the base interval, doubled per failure up to the cap, jittered. */
export function pollDelay(baseMs: number, failures: number, policy: BackoffPolicy): number {
  const raw = failures <= 0 ? baseMs : Math.min(baseMs * 2 ** failures, Math.max(baseMs, policy.maxMs));
  if (failures <= 0) return raw;
  const spread = (policy.random() * 2 - 1) * policy.jitter;
  return Math.round(raw * (1 + spread));
}
