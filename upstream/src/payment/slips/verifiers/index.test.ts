import { describe, expect, it } from 'vitest';
import { slipVerifierFromEnv } from './index.js';

const lookup = () => undefined;

describe('slipVerifierFromEnv', () => {
  it('is null when nothing is set, or only blanks: slips go to the agent', () => {
    expect(slipVerifierFromEnv({})).toBeNull();
    expect(slipVerifierFromEnv({ SLIP_VERIFY_PROVIDER: '  ', SLIP_VERIFY_URL: '', SLIP_VERIFY_KEY: '' })).toBeNull();
  });

  it('makes SlipOK from its branch URL and key', () => {
    const verifier = slipVerifierFromEnv({ SLIP_VERIFY_PROVIDER: 'slipok', SLIP_VERIFY_URL: 'https://api.slipok.com/api/line/apikey/12345', SLIP_VERIFY_KEY: 'SLIPOKKEY' });
    expect(verifier?.name).toBe('slipok');
  });

  it('makes EasySlip, whatever the case of its name', () => {
    const verifier = slipVerifierFromEnv({ SLIP_VERIFY_PROVIDER: ' EasySlip ', SLIP_VERIFY_URL: 'https://developer.easyslip.com/api/v1/verify', SLIP_VERIFY_KEY: 'k' });
    expect(verifier?.name).toBe('easyslip');
  });

  it('makes the demo verifier from the demo generator, with no URL or key', () => {
    expect(slipVerifierFromEnv({ SLIP_VERIFY_PROVIDER: 'demo' }, { demoLookup: lookup })?.name).toBe('demo');
  });

  it.each([
    [{ SLIP_VERIFY_PROVIDER: 'slipcheck', SLIP_VERIFY_URL: 'https://example.com', SLIP_VERIFY_KEY: 'k' }, /SLIP_VERIFY_PROVIDER/],
    [{ SLIP_VERIFY_PROVIDER: 'slipok', SLIP_VERIFY_URL: 'ftp://api.slipok.com/api/line/apikey/1', SLIP_VERIFY_KEY: 'k' }, /SLIP_VERIFY_URL: an http\(s\) URL/],
    [{ SLIP_VERIFY_PROVIDER: 'slipok', SLIP_VERIFY_URL: 'api.slipok.com/api/line/apikey/1', SLIP_VERIFY_KEY: 'k' }, /SLIP_VERIFY_URL/],
    [{ SLIP_VERIFY_PROVIDER: 'easyslip', SLIP_VERIFY_KEY: 'k' }, /SLIP_VERIFY_URL: required for easyslip/],
    [{ SLIP_VERIFY_PROVIDER: 'slipok', SLIP_VERIFY_URL: 'https://api.slipok.com/api/line/apikey/1' }, /SLIP_VERIFY_KEY: required for slipok/],
    [{ SLIP_VERIFY_PROVIDER: 'easyslip', SLIP_VERIFY_URL: 'https://developer.easyslip.com/api/v1/verify', SLIP_VERIFY_KEY: '   ' }, /SLIP_VERIFY_KEY: required/],
    [{ SLIP_VERIFY_URL: 'https://developer.easyslip.com/api/v1/verify', SLIP_VERIFY_KEY: 'k' }, /SLIP_VERIFY_PROVIDER: unset while/],
    [{ SLIP_VERIFY_KEY: 'k' }, /SLIP_VERIFY_PROVIDER: unset while/],
  ])('refuses to start on %o', (env, problem) => {
    expect(() => slipVerifierFromEnv(env)).toThrow(problem);
    expect(() => slipVerifierFromEnv(env)).toThrow(/^invalid slip verification settings: /);
  });

  it('refuses demo without the demo generator', () => {
    expect(() => slipVerifierFromEnv({ SLIP_VERIFY_PROVIDER: 'demo' })).toThrow(/demoLookup/);
  });
});
