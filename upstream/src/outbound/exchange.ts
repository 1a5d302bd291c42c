/**
 * One HTTP exchange with an outside service (a slip verifier, an SMS
 * gateway), bounded by a timeout of its own. Every way it can end is a value (an answer, a garbled answer, a timeout,
 * a network fault) so that the adapters decide what each means; only the
 * caller's own abort is thrown, because then nobody wants an answer.
 */

/** Where a service answers and the key it wants (SLIP_VERIFY_URL, SLIP_VERIFY_KEY). */
export interface HttpVerifierSettings {
  url: string;
  key: string;
}

export type Exchange =
  /** a body that parsed as JSON, whatever its status */
  | { kind: 'answer'; status: number; body: unknown }
  /** a body that is not JSON (a proxy's HTML page, a cut-off answer) */
  | { kind: 'garbled'; status: number; text: string }
  | { kind: 'timeout'; afterMs: number }
  | { kind: 'network'; error: string };

/** Global fetch, as the upstream's other outgoing calls (auth/sms/, auth/captcha.ts): a few calls a minute need no pool. */
export async function exchange(url: string | URL, init: RequestInit, timeoutMs: number, outer?: AbortSignal): Promise<Exchange> {
  outer?.throwIfAborted();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
  try {
    const response = await fetch(url, { ...init, signal });
    // The body is read under the same signal: a service that sends its headers and then stalls is a timeout too.
    const text = await response.text();
    try {
      return { kind: 'answer', status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'garbled', status: response.status, text };
    }
  } catch (error) {
    outer?.throwIfAborted();
    if (timeout.aborted) return { kind: 'timeout', afterMs: timeoutMs };
    return { kind: 'network', error: describe(error) };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the socket's reason (ECONNREFUSED, ECONNRESET) in `cause`: the agent wants that one.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
