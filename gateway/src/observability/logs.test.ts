import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/api/auth.js';
import { API } from '#shared/api/paths.js';
import type { Envelope } from '#shared/envelope.js';
import { processLogger } from '#server-kit/observability/logger.js';
import { captureLogs, type CapturedLogs } from '../test-support/log-capture.js';
import { createDeposit } from '../test-support/payment-calls.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const PASSWORD = 'Pw-log-secret-4471';
const NEW_PASSWORD = 'Pw-log-secret-new-9902';
const ACCOUNT_NO = '9081726354';
const USERNAME = '0869990001';
const COOKIE = 'sid=cookie-secret-5531';
const RESET_CODE = 'resetcodeABCDEFGHIJKLMNOP1234';

let upstream: TestUpstream;
let gw: TestGateway;
let logs: CapturedLogs;

beforeAll(async () => {
  upstream = await startTestUpstream();
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
});
afterEach(() => logs.restore());
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

const byId = (id: string) => logs.lines.filter((line) => line.request_id === id);

describe('structured logs', () => {
  it('carry no password, token, cookie, reset code or full account number through register, login, deposit and refusals', async () => {
    // The most verbose level: whatever any line could say, it says here.
    logs = captureLogs('trace');
    const headers = { cookie: COOKIE };
    const register = await gw.request<Envelope<LoginResponse>>('POST', API.auth.register, {
      headers: { ...headers, 'x-request-id': 'log-test-register' },
      body: { username: USERNAME, password: PASSWORD, first_name: 'บันทึก', last_name: 'ทดสอบ', bank_code: 'SCB', bank_account_no: ACCOUNT_NO, birth_date: '1990-05-01' },
    });
    expect(register.body.error).toBe(0);
    const login = await gw.request<Envelope<LoginResponse>>('POST', API.auth.login, {
      headers: { ...headers, 'x-request-id': 'log-test-login' },
      body: { username: USERNAME, password: PASSWORD },
    });
    const token = login.body.data!.access_token;
    // A refusal (wrong password), a malformed body and a deposit.
    await gw.request('POST', API.auth.login, { headers, body: { username: USERNAME, password: `${PASSWORD}-wrong` } });
    await gw.request('POST', API.auth.login, { headers, raw: `{"username":"${USERNAME}","password":"${PASSWORD}"` });
    await createDeposit(gw, token);
    await gw.request('POST', API.auth.changePassword, {
      headers: { authorization: `Bearer ${token}` },
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    // Secrets in a query string or a link's path.
    await gw.request('GET', `${API.lotto.yeekeeList}?token=${token}`);
    await gw.request('GET', `/reset-password/${RESET_CODE}`);
    // A call site that logs a member-shaped object whole.
    processLogger('gateway').info({ member: { bank_account_no: ACCOUNT_NO, password: PASSWORD, access_token: token } }, 'member');

    const text = logs.text();
    expect(logs.lines.length).toBeGreaterThan(10);
    for (const secret of [PASSWORD, NEW_PASSWORD, token, 'cookie-secret-5531', RESET_CODE, ACCOUNT_NO]) expect(text).not.toContain(secret);
    const member = logs.lines.find((line) => line.msg === 'member')?.member as Record<string, string>;
    expect(member).toEqual({ bank_account_no: '******6354', password: '[redacted]', access_token: '[redacted]' });
  });

  it('carry the request id into every line of a request, at the gateway and at the upstream', async () => {
    logs = captureLogs('info');
    const reply = await gw.request('GET', API.lotto.yeekeeList, { headers: { 'x-request-id': 'log-test-rounds' } });
    expect(reply.headers.get('x-request-id')).toBe('log-test-rounds');
    const lines = byId('log-test-rounds');
    expect(lines.map((line) => line.service).sort()).toEqual(['gateway', 'upstream']);
    for (const line of lines) expect(line).toMatchObject({ level: 'info', msg: 'request answered', req: { method: 'GET', path: API.lotto.yeekeeList }, res: { status: 200 } });
    // A gateway id of its own making reaches the upstream the same way.
    const unnamed = await gw.request('GET', API.lotto.yeekeeList);
    const made = unnamed.headers.get('x-request-id')!;
    expect(byId(made).map((line) => line.service).sort()).toEqual(['gateway', 'upstream']);
  });

  it('are silent in tests unless a test asks', async () => {
    logs = captureLogs('silent');
    await gw.request('GET', API.lotto.yeekeeList);
    expect(logs.lines).toEqual([]);
  });
});
