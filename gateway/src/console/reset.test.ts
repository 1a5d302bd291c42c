import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResetLinkResponse, SmsOutboxResponse } from '#shared/api/operator.js';
import { AGENT, API } from '#shared/api/paths.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const auth = { authorization: `Bearer ${TEST_AGENT_KEY}` };
let upstream: TestUpstream;
let gw: TestGateway;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

describe('the console’s reset link', () => {
  it('issues a one-time link the member opens to set a new password; their sessions end', async () => {
    const member = await upstream.register();
    const issued = await gw.request<Envelope<ResetLinkResponse>>('POST', AGENT.resetLink, { body: { username: member.username }, headers: auth });
    expect(issued.body.error).toBe(0);
    expect(issued.body.data!.path).toMatch(/^\/forgot\?token=[\w-]{43}$/);
    const token = new URLSearchParams(issued.body.data!.path.split('?')[1]).get('token')!;

    const body = { reset_token: token, new_password: 'from-the-link-1' };
    expect((await gw.request<Envelope>('POST', API.auth.resetPasswordV2, { body })).body).toEqual({ error: 0, data: null });
    const info = await gw.request<Envelope>('GET', API.auth.userInfo, { headers: { authorization: `Bearer ${member.token}` } });
    expect(info.status).toBe(401);
    const login = await gw.request<Envelope>('POST', API.auth.login, { body: { username: member.username, password: 'from-the-link-1' } });
    expect(login.body.error).toBe(0);
    expect((await gw.request<Envelope>('POST', API.auth.resetPasswordV2, { body })).body.error).toBe(ErrorCode.RESET_TOKEN_INVALID);
  });

  it('needs the agent key and a known member; the outbox is empty outside demo mode', async () => {
    expect((await gw.request('POST', AGENT.resetLink, { body: { username: '0822222222' } })).status).toBe(401);
    const unknown = await gw.request<Envelope>('POST', AGENT.resetLink, { body: { username: '0822222222' }, headers: auth });
    expect(unknown.body.error).toBe(ErrorCode.MEMBER_NOT_FOUND);
    const outbox = await gw.request<Envelope<SmsOutboxResponse>>('GET', AGENT.smsOutbox, { headers: auth });
    expect(outbox.body).toEqual({ error: 0, data: [] });
  });
});
