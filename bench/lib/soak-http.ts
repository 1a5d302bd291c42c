/**
 * The soak bench's calls: each member talks to one node and, when a call
 * gets no definite answer (a network error, a 5xx, a rate limit, no answer
 * in time), sends the very same request again to the other node, as a load
 * balancer would route it, until one answers. A write that moves money
 * carries its Idempotency-Key on every attempt, so the repeat is answered
 * with the first answer instead of moving money twice.
 */
import { bump } from './stats.js';
import type { HttpClient, JsonReply } from './http-client.js';

/** How long one member keeps trying one call (a restart takes seconds; this is far past it). */
const GIVE_UP_MS = 120_000;
const ANSWER_WITHIN_MS = 15_000;

export interface CallStats {
  /** attempts that got no definite answer, by call and why */
  retries: Map<string, number>;
  /** calls given up after GIVE_UP_MS */
  givenUp: Map<string, number>;
}

export interface Caller {
  /** the node this member's calls go to now (0 = A, 1 = B) */
  node: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The request's promise, or a rejection after `ms`; the request itself is left to end on its own. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** An envelope under 500 that is not a rate limit: the call's own answer, whatever it says. */
const isDefinite = (reply: JsonReply) => reply.status < 500 && reply.status !== 429 && typeof reply.body?.error === 'number';

/**
 * Sends until a definite answer; `send` builds the request for a client (a
 * signed call signs again, with a fresh time stamp). `once`: a call that is
 * not safe to repeat (a yeekee shot) gets one attempt. Undefined: no definite
 * answer (given up, or `once` and none).
 */
export async function untilDefinite<T>(
  clients: readonly [HttpClient, HttpClient],
  caller: Caller,
  stats: CallStats,
  name: string,
  send: (client: HttpClient) => Promise<JsonReply<T>>,
  once = false,
): Promise<JsonReply<T> | undefined> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const reply = await within(send(clients[caller.node]!), ANSWER_WITHIN_MS);
      if (isDefinite(reply)) return reply;
      bump(stats.retries, `${name} http ${reply.status}`);
    } catch (error) {
      bump(stats.retries, `${name} ${(error as Error).message}`);
    }
    caller.node = 1 - caller.node;
    if (once) return undefined;
    if (Date.now() - started > GIVE_UP_MS) {
      bump(stats.givenUp, name);
      return undefined;
    }
    await sleep(Math.min(250 * attempt, 2_000));
  }
}
