import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { captureLogs } from '../test-support/log-capture.js';
import { startTestGateway } from '../test-support/test-gateway.js';
import type { ContractCheckMode } from './contract-check.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

/** An operator's API whose wallets answer breaks the contract: a balance as text, no total. */
const BROKEN_WALLETS = { error: 0, data: { wallets: [{ id: 1, wallet_name: 'หลัก', balance: '100.00', wallet_type_id: 1 }], points: 0 } };
const GOOD_WALLETS = { error: 0, data: { wallets: [{ id: 1, wallet_name: 'หลัก', balance: 100, wallet_type_id: 1 }], total: 100, points: 0 } };

async function gatewayBefore(answer: (path: string) => { status: number; body: unknown }, contractCheck: ContractCheckMode) {
  const fake = await startFakeUpstream((app) => {
    app.use((req, res) => {
      const { status, body } = answer(req.path);
      if (typeof body === 'string') res.status(status).type('text/plain').send(body);
      else res.status(status).json(body);
    });
  });
  cleanup.push(fake.close);
  const gw = await startTestGateway({ upstreamUrl: fake.url, options: { contractCheck } });
  cleanup.push(gw.close);
  return gw;
}

/** The contract-violation lines of the process logger while the test runs. */
function violations() {
  const logs = captureLogs('warn');
  cleanup.push(async () => logs.restore());
  return () => logs.lines.filter((line) => line.msg === 'upstream answer breaks the contract');
}

const asMember = { headers: { authorization: 'Bearer member-token' } };

describe('response checks against the registry', () => {
  it('strict: a wrong shape answers 502 with the Thai message, and the log names the call and its first differences', async () => {
    const logged = violations();
    const gw = await gatewayBefore(() => ({ status: 200, body: BROKEN_WALLETS }), 'strict');
    const reply = await gw.request<{ error: number; message: string }>('POST', '/api/member/wallets', asMember);
    expect(reply.status).toBe(502);
    expect(reply.body).toEqual({ error: ErrorCode.UPSTREAM_CONTRACT, message: ERRORS[ErrorCode.UPSTREAM_CONTRACT].message });
    expect(logged()).toHaveLength(1);
    const line = logged()[0] as { call: string; differences: string[]; level: string; request_id: string };
    expect(line).toMatchObject({ call: 'member.wallets', level: 'warn', request_id: reply.headers.get('x-request-id') });
    expect(line.differences.join('\n')).toMatch(/data\.wallets\[0\]\.balance/);
    expect(line.differences.join('\n')).toMatch(/data\.total/);
  });

  it('warn: the answer passes unchanged and the difference is logged', async () => {
    const logged = violations();
    const gw = await gatewayBefore(() => ({ status: 200, body: BROKEN_WALLETS }), 'warn');
    const reply = await gw.request('POST', '/api/member/wallets', asMember);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(BROKEN_WALLETS);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]?.call).toBe('member.wallets');
  });

  it('off: nothing is checked or logged', async () => {
    const logged = violations();
    const gw = await gatewayBefore(() => ({ status: 200, body: BROKEN_WALLETS }), 'off');
    const reply = await gw.request('POST', '/api/member/wallets', asMember);
    expect(reply.body).toEqual(BROKEN_WALLETS);
    expect(logged()).toHaveLength(0);
  });

  it('strict: answers that hold pass as they came, refusals included', async () => {
    const logged = violations();
    const refusal = { error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' };
    const gw = await gatewayBefore((path) => ({ status: 200, body: path === '/api/member/wallets' ? GOOD_WALLETS : refusal }), 'strict');
    expect((await gw.request('POST', '/api/member/wallets', asMember)).body).toEqual(GOOD_WALLETS);
    const refused = await gw.request('POST', '/api/member/withdraw', { ...asMember, body: { amount: 100 } });
    expect(refused).toMatchObject({ status: 200, body: refusal });
    expect(logged()).toHaveLength(0);
  });

  it("strict: a refusal's data is held to its code's schema; data the code does not declare passes", async () => {
    const logged = violations();
    const tooSoon = { error: ErrorCode.SHOT_TOO_SOON, message: 'ยิงเลขถี่เกินไป', data: { next_shot_at: 'in a moment' } };
    const gw = await gatewayBefore(() => ({ status: 200, body: tooSoon }), 'strict');
    const shot = await gw.request<{ error: number }>('POST', '/api/lotto/yeekee/shoot', { ...asMember, body: { round_id: 1, number: '12345' } });
    expect(shot.status).toBe(502);
    expect(shot.body.error).toBe(ErrorCode.UPSTREAM_CONTRACT);
    expect((logged()[0] as { differences: string[] }).differences.join('\n')).toMatch(/data\.next_shot_at/);

    const fine = { ...tooSoon, data: { next_shot_at: '2026-11-29T10:00:05+07:00' } };
    const extra = { error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ', data: { balance: 5 } };
    const gw2 = await gatewayBefore((path) => ({ status: 200, body: path === '/api/lotto/yeekee/shoot' ? fine : extra }), 'strict');
    expect((await gw2.request('POST', '/api/lotto/yeekee/shoot', { ...asMember, body: { round_id: 1, number: '12345' } })).body).toEqual(fine);
    expect((await gw2.request('POST', '/api/member/withdraw', { ...asMember, body: { amount: 100 } })).body).toEqual(extra);
    expect(logged()).toHaveLength(1);
  });

  it('strict: an answer that is no envelope at all (an HTML or text page) becomes the 502 envelope', async () => {
    const gw = await gatewayBefore(() => ({ status: 503, body: 'maintenance' }), 'strict');
    const reply = await gw.request<{ error: number }>('GET', '/api/banner');
    expect(reply.status).toBe(502);
    expect(reply.body.error).toBe(ErrorCode.UPSTREAM_CONTRACT);
  });

  it('the lotto lobby is held to its status envelope', async () => {
    const gw = await gatewayBefore(() => ({ status: 200, body: { error: 0, data: {} } }), 'strict');
    const reply = await gw.request<{ error: number }>('GET', '/api/lotto/lobby');
    expect(reply.status).toBe(502);
  });
});
