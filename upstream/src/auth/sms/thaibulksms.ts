/**
 * ThaiBulkSMS (thaibulksms.com), API v2 (SMS_PROVIDER `thaibulksms`): POST
 * `msisdn`, `message`, `sender` and, when set, `force` (the credit type) as a
 * form to `https://api-v2.thaibulksms.com/sms`, with the API key and secret as
 * HTTP Basic credentials. It answers 2xx with `phone_number_list` (sent) and
 * `bad_phone_number_list` (refused, `{ number, message }`), or 4xx with
 * `{ error: { code, name, description } }` (docs/decisions/0085).
 *
 * A failed send rejects with an Error the caller logs. Its message names the
 * HTTP status and ThaiBulkSMS's code and name, never the key, the secret, the
 * phone or the text (which carries the member's code).
 */
import type { SmsSender } from '../../settings.js';
import { exchange, type Exchange } from '../../outbound/exchange.js';

export const THAIBULKSMS_URL = 'https://api-v2.thaibulksms.com/sms';
export const THAIBULKSMS_CREDIT_TYPES = ['standard', 'corporate'] as const;
export type ThaiBulkSmsCreditType = (typeof THAIBULKSMS_CREDIT_TYPES)[number];

export interface ThaiBulkSmsSettings {
  /** SMS_URL; unset, the public endpoint */
  url?: string;
  /** SMS_KEY, SMS_SECRET: the API key's pair from ThaiBulkSMS's developer page */
  key: string;
  secret: string;
  /** SMS_SENDER: a sender name registered with ThaiBulkSMS */
  sender: string;
  /** SMS_CREDIT_TYPE, sent as `force`; unset, the account's default */
  creditType?: ThaiBulkSmsCreditType;
}

export interface SmsAttemptOptions {
  /** per attempt, ms (default 10 s) */
  timeoutMs?: number;
  /** attempts after the first, on a fault worth retrying (default 1) */
  retries?: number;
  /** the pause before retry n (1, 2, …), ms; default 1 s, then doubling */
  backoffMs?: (retry: number) => number;
  /** injectable so that tests do not wait out the backoff */
  sleep?: (ms: number) => Promise<void>;
}

const PROVIDER = 'ThaiBulkSMS';

/** What one attempt concluded: sent, or an error, and whether another attempt could end otherwise. */
type Outcome = { sent: true } | { sent: false; error: Error; retry: boolean };

export function thaiBulkSmsSender(settings: ThaiBulkSmsSettings, options: SmsAttemptOptions = {}): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 1;
  const backoffMs = options.backoffMs ?? ((retry: number) => 1_000 * 2 ** (retry - 1));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const authorization = `Basic ${Buffer.from(`${settings.key}:${settings.secret}`).toString('base64')}`;
  return async (phone, text) => {
    const form = new URLSearchParams({ msisdn: phone, message: text, sender: settings.sender });
    if (settings.creditType) form.set('force', settings.creditType);
    const init: RequestInit = {
      method: 'POST',
      headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    };
    for (let retry = 0; ; retry += 1) {
      const outcome = readOutcome(await exchange(settings.url ?? THAIBULKSMS_URL, init, timeoutMs));
      if (outcome.sent) return;
      if (!outcome.retry || retry >= retries) throw outcome.error;
      await sleep(backoffMs(retry + 1));
    }
  };
}

/**
 * ThaiBulkSMS takes no idempotency key: a second request after one whose fate
 * is unknown may send the message twice. Which faults are retried:
 * - No connection (refused, no DNS) certainly sent nothing. A dropped
 *   connection or a 5xx (a 502/503/504 of the proxy in front, a crash) may have
 *   sent it; retried all the same, because the repeat is the same text with the
 *   same code: at worst the member gets the code twice and one more credit is
 *   spent, where not retrying leaves a member without a code, who asks again
 *   against the 3-codes-per-15-minutes limit.
 * - Not a timeout: the request was written and the service is working on it,
 *   most likely sending; a second request to a service already that slow is
 *   the likeliest way to double the message and doubles the wait before the
 *   failure is logged. The member can ask for a code again.
 * - Never a 4xx or a refused number: a definite answer (the key, the credit,
 *   the sender name, the number) that a repeat would get again.
 */
function readOutcome(result: Exchange): Outcome {
  switch (result.kind) {
    case 'timeout':
      return failed(`${PROVIDER} did not answer within ${result.afterMs} ms (the message may still arrive)`, false);
    case 'network':
      return failed(`${PROVIDER} could not be reached: ${result.error}`, true);
    case 'garbled':
      // A proxy's HTML page: no ThaiBulkSMS code to name, and the page itself is not worth a log line.
      return failed(`${PROVIDER} answered HTTP ${result.status} that is not JSON`, result.status >= 500);
    case 'answer':
      return readAnswer(result.status, result.body);
  }
}

function readAnswer(status: number, body: unknown): Outcome {
  if (status >= 200 && status < 300 && isRecord(body)) {
    const bad = Array.isArray(body.bad_phone_number_list) ? body.bad_phone_number_list : [];
    if (bad.length > 0) {
      // The reason as ThaiBulkSMS words it; the number is the member's and stays out of the log.
      const reason = isRecord(bad[0]) && typeof bad[0].message === 'string' ? withoutNumbers(bad[0].message) : 'no reason given';
      return failed(`${PROVIDER} refused the phone number: ${reason}`, false);
    }
    if (Array.isArray(body.phone_number_list) && body.phone_number_list.length > 0) return { sent: true };
    // Neither list names the number: it may have gone; a repeat may double it.
    return failed(`${PROVIDER} answered HTTP ${status} without the number in phone_number_list`, false);
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'number' || typeof error.code === 'string' ? String(error.code) : 'none';
  const name = typeof error.name === 'string' && error.name ? ` ${error.name}` : '';
  if (status >= 500) return failed(`${PROVIDER} failed: HTTP ${status}, code ${code}${name}`, true);
  return failed(`${PROVIDER} refused the message: HTTP ${status}, code ${code}${name}`, false);
}

function failed(message: string, retry: boolean): Outcome {
  return { sent: false, error: new Error(message), retry };
}

/** A reason that quotes the number it refused would put the member's phone in the log. */
function withoutNumbers(reason: string): string {
  return reason.replace(/\+?\d[\d -]{7,}\d/g, '…');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
