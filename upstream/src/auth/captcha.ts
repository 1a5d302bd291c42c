const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v2 check against Google; tests inject their own verifier instead. */
export function recaptchaVerifier(secret: string): (token: string) => Promise<boolean> {
  return async (token) => {
    try {
      const response = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      // Provider unreachable: refuse rather than let bots through.
      return false;
    }
  };
}
