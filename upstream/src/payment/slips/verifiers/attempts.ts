/**
 * How an adapter tries a slip: one exchange per attempt under its own timeout,
 * a few more attempts with a short backoff when the failure is one a second try
 * can cure (the network, a timeout, the service's or the bank's passing fault),
 * never after a definite answer. The caller's signal ends it all at once.
 */
import type { Satang } from '#shared/money.js';
import type { SlipCheck, SlipParty } from '../slip-types.js';
import type { Exchange } from '#upstream/outbound/exchange.js';
import { UNAVAILABLE, type CodeMeaning } from './reading.js';

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

/**
 * An answer that is not a transfer: what the service's own code means when the adapter knows it,
 * else a 5xx is worth another try and anything else is an answer nobody here can read.
 */
export function refusalVerdict(status: number, body: unknown, meaning: CodeMeaning | undefined): Verdict {
  if (meaning) return { retry: meaning.retry, check: { outcome: meaning.outcome, message: meaning.message, raw: body } };
  if (status >= 500) return { retry: true, check: { outcome: 'unavailable', message: UNAVAILABLE.serviceDown, raw: body } };
  return { retry: false, check: { outcome: 'unavailable', message: UNAVAILABLE.unknownAnswer, raw: body } };
}

/** A transfer as an adapter read it, each field already in our terms (null where the answer did not give it). */
export interface ReadTransfer {
  transRef: string | null;
  amount: Satang | null;
  paidAt: number | null;
  sender: SlipParty;
  receiver: SlipParty;
}

/** A found transfer, unless the reference, the amount or the time is missing or malformed: then the agent looks. */
export function transferCheck(read: ReadTransfer, raw: unknown): SlipCheck {
  const { transRef, amount, paidAt, sender, receiver } = read;
  if (!transRef) return { outcome: 'unavailable', message: UNAVAILABLE.unknownAnswer, raw };
  if (amount === null) return { outcome: 'unavailable', message: UNAVAILABLE.badAmount, raw };
  if (paidAt === null) return { outcome: 'unavailable', message: UNAVAILABLE.badTime, raw };
  return { outcome: 'found', transfer: { transRef, amount, paidAt, sender, receiver }, raw };
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
