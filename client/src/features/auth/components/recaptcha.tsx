/**
 * reCAPTCHA v2 (language th, docs/product.md §9), rendered only when the gateway
 * configures a site key; the script is fetched on first use.
 */
import { useEffect, useRef } from 'react';
import { Box, Field } from '@chakra-ui/react';
import { RECAPTCHA } from '#shared/constants.js';
import { loadScript, runtimeConfig } from '#client/lib/runtime-config.js';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    element: HTMLElement,
    options: { sitekey: string; hl: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
  reset: (id?: number) => void;
}

export const recaptchaScriptUrl = () => `https://www.google.com/recaptcha/api.js?render=explicit&hl=${RECAPTCHA.language}`;

export function recaptchaSiteKey(): string | undefined {
  return runtimeConfig().recaptchaSiteKey;
}

export function Recaptcha({ onToken, error }: { onToken: (token: string) => void; error?: string | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  const siteKey = recaptchaSiteKey();
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    if (!siteKey || !box.current) return;
    const element = box.current;
    let cancelled = false;
    loadScript(recaptchaScriptUrl())
      .then(() => {
        const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        grecaptcha?.ready(() => {
          if (cancelled || element.childElementCount > 0) return;
          grecaptcha.render(element, {
            sitekey: siteKey,
            hl: RECAPTCHA.language,
            callback: (token) => onTokenRef.current(token),
            'expired-callback': () => onTokenRef.current(''),
          });
        });
      })
      .catch((cause: unknown) => console.warn('reCAPTCHA unavailable', cause));
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  if (!siteKey) return null;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Box ref={box} data-testid="recaptcha" minH="78px" />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
