import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig, startTagManager } from './runtime-config.js';

afterEach(() => {
  delete window.__CONFIG__;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('runtime config', () => {
  it('is empty and loads nothing when the gateway configured nothing', () => {
    expect(runtimeConfig()).toEqual({});
    expect(startTagManager()).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('keeps only well-formed ids', () => {
    window.__CONFIG__ = { gtmId: 'GTM-ABC123', recaptchaSiteKey: '"><script>', liffId: 42, demo: 'yes' };
    expect(runtimeConfig()).toEqual({ gtmId: 'GTM-ABC123' });
    window.__CONFIG__ = { demo: true };
    expect(runtimeConfig()).toEqual({ demo: true });
  });

  it('loads the tag manager only when an id is configured', () => {
    window.__CONFIG__ = { gtmId: 'GTM-ABC123' };
    expect(startTagManager()).toBe(true);
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
  });
});
