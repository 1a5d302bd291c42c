import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerSignature, signedHeaders } from './provider-signature.js';

describe('the provider request signature', () => {
  it('is hex HMAC-SHA256 over "<timestamp>.<raw body>", as any HMAC tool computes it', () => {
    const body = '{"session":"s1","amount":10.5}';
    const expected = createHmac('sha256', 'secret-1').update(`1795000000000.${body}`).digest('hex');
    expect(providerSignature('secret-1', '1795000000000', body)).toBe(expected);
    expect(signedHeaders('ours', 'secret-1', body, 1795000000000)).toEqual({
      'X-Provider-Id': 'ours',
      'X-Timestamp': '1795000000000',
      'X-Signature': expected,
    });
  });
});
