import { describe, expect, it } from 'vitest';
import { readSmsEnv, smsSenderFor } from './from-env.js';
import { THAIBULKSMS_URL } from './thaibulksms.js';

const thaiBulk = { SMS_PROVIDER: 'thaibulksms', SMS_KEY: 'key-1', SMS_SECRET: 'secret-1', SMS_SENDER: 'HUAYDEE' };

describe('readSmsEnv', () => {
  it('is undefined when nothing is set, or only blanks: reset links from the agent', () => {
    expect(readSmsEnv({})).toBeUndefined();
    expect(readSmsEnv({ SMS_PROVIDER: ' ', SMS_URL: '', SMS_TOKEN: '', SMS_KEY: ' ' })).toBeUndefined();
  });

  it('reads the generic gateway as today: SMS_URL, an optional token, with or without SMS_PROVIDER', () => {
    expect(readSmsEnv({ SMS_URL: 'https://sms.example.co.th/send' })).toEqual({ provider: 'generic', url: 'https://sms.example.co.th/send', token: undefined });
    expect(readSmsEnv({ SMS_PROVIDER: 'Generic', SMS_URL: 'https://sms.example.co.th/send', SMS_TOKEN: 't' })).toEqual({ provider: 'generic', url: 'https://sms.example.co.th/send', token: 't' });
  });

  it('reads ThaiBulkSMS with the public endpoint unless SMS_URL says', () => {
    expect(readSmsEnv(thaiBulk)).toEqual({ provider: 'thaibulksms', url: THAIBULKSMS_URL, key: 'key-1', secret: 'secret-1', sender: 'HUAYDEE', creditType: undefined });
    expect(readSmsEnv({ ...thaiBulk, SMS_PROVIDER: ' ThaiBulkSMS ', SMS_URL: 'http://127.0.0.1:9/sms', SMS_CREDIT_TYPE: 'Corporate' })).toMatchObject({
      provider: 'thaibulksms',
      url: 'http://127.0.0.1:9/sms',
      creditType: 'corporate',
    });
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio', SMS_URL: 'https://sms.example.co.th' }, /SMS_PROVIDER: one of generic, thaibulksms/],
    [{ SMS_URL: 'sms.example.co.th/send' }, /SMS_URL: an http\(s\) URL/],
    [{ SMS_PROVIDER: 'generic' }, /SMS_URL: required for the generic gateway/],
    [{ SMS_TOKEN: 't' }, /SMS_URL: required for the generic gateway/],
    [{ SMS_KEY: 'k', SMS_SECRET: 's', SMS_SENDER: 'HUAYDEE' }, /SMS_KEY: set while SMS_PROVIDER is unset \(generic\)/],
    [{ SMS_PROVIDER: 'generic', SMS_URL: 'https://sms.example.co.th', SMS_SENDER: 'HUAYDEE' }, /SMS_SENDER: set while SMS_PROVIDER is generic/],
    [{ SMS_PROVIDER: 'thaibulksms' }, /SMS_KEY: required for thaibulksms; SMS_SECRET: required for thaibulksms; SMS_SENDER: required for thaibulksms/],
    [{ ...thaiBulk, SMS_SECRET: '  ' }, /SMS_SECRET: required for thaibulksms/],
    [{ ...thaiBulk, SMS_TOKEN: 't' }, /SMS_TOKEN: the generic gateway's/],
    [{ ...thaiBulk, SMS_CREDIT_TYPE: 'premium' }, /SMS_CREDIT_TYPE: one of standard, corporate/],
  ])('refuses to start on %o', (env, problem) => {
    expect(() => readSmsEnv(env)).toThrow(problem);
    expect(() => readSmsEnv(env)).toThrow(/^invalid SMS settings: /);
  });

  it('never puts a value it refused in the error: it may be the secret', () => {
    expect(() => readSmsEnv({ ...thaiBulk, SMS_URL: 'not a url secret-1', SMS_CREDIT_TYPE: 'secret-2' })).toThrow(/^(?!.*secret-[12]).*$/);
  });
});

describe('smsSenderFor', () => {
  it('makes a sender for either provider', () => {
    expect(smsSenderFor({ provider: 'generic', url: 'https://sms.example.co.th', token: undefined })).toBeTypeOf('function');
    expect(smsSenderFor(readSmsEnv(thaiBulk)!)).toBeTypeOf('function');
  });
});
