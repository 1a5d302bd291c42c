/**
 * How an adapter tries a slip: one exchange per attempt under its own timeout,
 * a few more attempts with a short backoff when the failure is one a second try
 * can cure (the network, a timeout, the service's or the bank's passing fault),
 * never after a definite answer. The caller's signal ends it all at once.
 */
import type { SlipCheck } from '../slip-types.js';
import type { Exchange } from '../../../outbound/exchange.js';
import { UNAVAILABLE } from './reading.js';

export interface AttemptOptions {
  /** per attempt, ms (default 8 s) */
  timeoutMs?: number;
  /** attempts after the first, on a cause worth retrying (default 2) */
  retries?: number;
  /** the pause before retry n (1, 2, …), ms; default 500 ms, then doubling */
  backoffMs?: (retry: number) => number;
  /** injectable so that tests do not wait out the backoff; must reject when `signal` aborts */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_RETRIES = 2;

/** What one attempt concluded, and whether another attempt could conclude otherwise. */
export interface Verdict {
  check: SlipCheck;
  retry: boolean;
}

export interface Attempts {
  timeoutMs: number;
  /** runs `attempt` until a verdict is final or the retries are spent; rejects with the caller's abort reason */
  run(attempt: () => Promise<Verdict>, signal?: AbortSignal): Promise<SlipCheck>;
}

export function attempts(options: AttemptOptions = {}): Attempts {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const backoffMs = options.backoffMs ?? ((retry: number) => 500 * 2 ** (retry - 1));
  const sleep = options.sleep ?? sleepFor;
  return {
    timeoutMs,
    async run(attempt, signal) {
      for (let retry = 0; ; retry += 1) {
        signal?.throwIfAborted();
        const verdict = await attempt();
        if (!verdict.retry || retry >= retries) return verdict.check;
        await sleep(backoffMs(retry + 1), signal);
      }
    },
  };
}

/** The verdicts every adapter shares: no answer, or an answer that is not JSON. Only the adapter reads an answer. */
export function faultVerdict(result: Exclude<Exchange, { kind: 'answer' }>): Verdict {
  switch (result.kind) {
    case 'timeout':
      return { retry: true, check: { outcome: 'unavailable', message: UNAVAILABLE.timeout, raw: { fault: 'timeout', afterMs: result.afterMs } } };
    case 'network':
      return { retry: true, check: { outcome: 'unavailable', message: UNAVAILABLE.network, raw: { fault: 'network', error: result.error } } };
    case 'garbled':
      // A 502 page from a proxy in front of the service passes; a 200 that is not JSON will not mend itself.
      return {
        retry: result.status >= 500,
        check: { outcome: 'unavailable', message: UNAVAILABLE.garbled, raw: { status: result.status, text: result.text } },
      };
  }
}

async function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
