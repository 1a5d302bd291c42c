import type { SmsSender } from '../../settings.js';

/**
 * A generic SMS gateway (SMS_PROVIDER `generic`): POST `{ to, text }` as JSON
 * to `url` with the bearer token; any 2xx is sent. A provider with another
 * shape has an adapter beside this one (thaibulksms.ts) or sits behind a small
 * relay of the operator's (docs/decisions/0028, 0085).
 */
export function httpSmsSender(url: string, token: string | undefined, timeoutMs = 10_000): SmsSender {
  return async (phone, text) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}
