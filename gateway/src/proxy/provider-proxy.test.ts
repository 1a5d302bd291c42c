import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, REQUEST_ID_HEADER } from '@shared/api/paths.js';
import type { AuthenticateResponse } from '@shared/api/provider-wallet.js';
import { ErrorCode } from '@shared/errors.js';
import { signedHeaders } from '@shared/games/signature.js';
import { BUILT_IN_CODE, credit, launchToken, startGamesUpstream, TEST_BUILT_IN_SECRET } from '../../../upstream/src/test-support/games.js';
import type { TestUpstream } from '../../../upstream/src/test-support/upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

describe('/provider pass-through', () => {
  let up: TestUpstream;
  let gw: TestGateway;
  beforeAll(async () => {
    up = await startGamesUpstream();
    gw = await startTestGateway({ upstreamUrl: up.url });
  });
  afterAll(async () => {
    await gw.close();
    await up.close();
  });

  const signed = (raw: string) => signedHeaders(BUILT_IN_CODE, TEST_BUILT_IN_SECRET, raw, up.clock.now());

  it('passes a signed request byte for byte (spacing and key order the gateway would have rewritten) and the answer unchanged', async () => {
    const member = await up.register();
    await credit(up, member, 12.34);
    const token = await launchToken(up, member);
    // Not what JSON.stringify of the parsed body gives: a re-serialised body would fail the signature.
    const raw = `{ "token" :\n  "${token}" }`;
    const reply = await gw.request<{ error: number; data: AuthenticateResponse }>('POST', API.providerWallet.authenticate, {
      raw,
      headers: { ...signed(raw), [REQUEST_ID_HEADER]: 'req-provider-1' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toMatchObject({ game_code: 'thai-temple', balance: 12.34, currency: 'THB' });
  });

  it('a tampered body, a wrong signature or another method is refused', async () => {
    const raw = JSON.stringify({ token: 'some-token' });
    const tampered = await gw.request<{ error: number }>('POST', API.providerWallet.authenticate, { raw: raw.replace('some', 'same'), headers: signed(raw) });
    expect(tampered.status).toBe(401);
    expect(tampered.body.error).toBe(ErrorCode.PROVIDER_SIGNATURE_INVALID);
    // Correctly signed, the same body reaches the rule behind the signature.
    const honest = await gw.request<{ error: number }>('POST', API.providerWallet.authenticate, { raw, headers: signed(raw) });
    expect(honest.body.error).toBe(ErrorCode.LAUNCH_TOKEN_INVALID);
    const get = await gw.request<{ error: number }>('GET', API.providerWallet.balance);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const form = await gw.request<{ error: number }>('POST', API.providerWallet.balance, { raw: 'session=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const large = await gw.request<{ error: number }>('POST', API.providerWallet.balance, { raw: JSON.stringify({ session: 'x'.repeat(110_000) }) });
    expect(large.status).toBe(413);
  });
});
