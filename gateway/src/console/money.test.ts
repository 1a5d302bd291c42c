import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WalletsResponse } from '#shared/api/member.js';
import type { AgentStats, OperatorPayment, OperatorWithdrawal } from '#shared/api/operator.js';
import { AGENT, API, IDEMPOTENCY_HEADER, OPERATOR } from '#shared/api/paths.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { agentCredit } from '../test-support/console-calls.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { collect, connectLive, settle, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { createDeposit, decidePayment, decideWithdrawal, requestWithdrawal } from '../test-support/payment-calls.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

const auth = { authorization: `Bearer ${TEST_AGENT_KEY}` };
let upstream: TestUpstream;
let gw: TestGateway;
const sockets: LiveClient[] = [];

async function live(token: string): Promise<LiveClient> {
  const socket = await connectLive(gw.url, { token });
  sockets.push(socket);
  return socket;
}

/** A member with money in the main wallet and a pending withdrawal, watching their wallets. */
async function withdrawing(amount: number) {
  const member = await upstream.register();
  await agentCredit(gw, { username: member.username, amount: 1_000, reason: 'ทดสอบถอน' });
  const withdrawal = await requestWithdrawal(gw, member.token, amount);
  const socket = await live(member.token);
  const ack = await subscribe(socket, Topic.wallets);
  expect(ack.data?.total).toBe(1_000 - amount);
  return { member, withdrawal, socket, wallets: collect(socket, 'wallets') };
}

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  gw = await startTestGateway({ upstreamUrl: upstream.url, agentApiKey: TEST_AGENT_KEY });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await gw.close();
});

describe('/agent/credit', () => {
  it('passes the idempotency key on: a credit resent with its key after a lost answer pays once', async () => {
    const member = await upstream.register();
    const body = { username: member.username, amount: 250, reason: 'โบนัสพิเศษ' };
    const headers = { ...auth, [IDEMPOTENCY_HEADER]: '6f1d2a7e-8c1b-4c55-9a8e-2b7c0d3e4f51' };
    const first = await gw.request<Envelope<unknown>>('POST', AGENT.credit, { body, headers });
    const again = await gw.request<Envelope<unknown>>('POST', AGENT.credit, { body, headers });
    expect(first.body.error).toBe(0);
    expect(again.body).toEqual(first.body);
    const wallets = await gw.request<Envelope<WalletsResponse>>('POST', API.member.wallets, { body: {}, headers: { authorization: `Bearer ${member.token}` } });
    expect(wallets.body.data?.total).toBe(250);
  });
});

describe('/agent/withdrawals', () => {
  it('lists pending withdrawals with the member’s bank account', async () => {
    const { member, withdrawal } = await withdrawing(200);
    const reply = await gw.request<Envelope<OperatorWithdrawal[]>>('GET', `${AGENT.withdrawals}?status=pending`, { headers: auth });
    expect(reply.body.error).toBe(0);
    const row = reply.body.data?.find((w) => w.id === withdrawal.id);
    expect(row).toMatchObject({ username: member.username, amount: 200, status: 'pending' });
    expect(row?.account_no).toBeTruthy();
    expect(row?.bank_name).toBeTruthy();
  });

  it('rejects with a reason: the amount is refunded and the member’s wallets push at once', async () => {
    const { withdrawal, wallets } = await withdrawing(250);
    const reply = await decideWithdrawal(gw, withdrawal.id, 'reject', { reason: 'บัญชีไม่ตรงกับชื่อ' });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data?.withdrawal).toMatchObject({ id: withdrawal.id, status: 'rejected', reason: 'บัญชีไม่ตรงกับชื่อ' });
    await waitFor(() => wallets.some((w) => w.total === 1_000), 5_000, 'refund push');
  });

  it('approves, and a second decision is refused by the upstream as it is', async () => {
    const { withdrawal } = await withdrawing(150);
    const approved = await decideWithdrawal(gw, withdrawal.id, 'approve');
    expect(approved.body.error).toBe(0);
    expect(approved.body.data?.withdrawal.status).toBe('approved');
    const again = await decideWithdrawal(gw, withdrawal.id, 'reject');
    expect(again.body.error).toBe(ErrorCode.WITHDRAWAL_NOT_PENDING);
  });

  it('pushes a rejection to the member’s withdraw page at once: the status, the rules and the refund', async () => {
    const { withdrawal, socket, wallets } = await withdrawing(250);
    const ack = await subscribe(socket, Topic.withdrawals);
    expect(ack.error).toBe(0);
    expect(ack.data?.items[0]).toMatchObject({ id: withdrawal.id, status: 'pending' });
    expect(ack.data?.rules.has_pending).toBe(true);
    const pages = collect(socket, 'withdrawals');

    await decideWithdrawal(gw, withdrawal.id, 'reject', { reason: 'ชื่อบัญชีไม่ตรง' });
    // Far sooner than the topic's 30 s poll: the decision itself pushed it.
    await waitFor(() => pages.length > 0, 3_000, 'the withdrawals push');
    expect(pages[0]!.items[0]).toMatchObject({ id: withdrawal.id, status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง' });
    expect(pages[0]!.rules).toMatchObject({ has_pending: false, withdrawable: 1_000 });
    await waitFor(() => wallets.some((w) => w.total === 1_000), 3_000, 'the refund push');
  });

  it('pushes an approval to that member only', async () => {
    const { withdrawal, socket } = await withdrawing(150);
    await subscribe(socket, Topic.withdrawals);
    const pages = collect(socket, 'withdrawals');
    const other = await upstream.register();
    const otherSocket = await live(other.token);
    expect((await subscribe(otherSocket, Topic.withdrawals)).error).toBe(0);
    const otherPages = collect(otherSocket, 'withdrawals');

    await decideWithdrawal(gw, withdrawal.id, 'approve');
    await waitFor(() => pages.length > 0, 3_000, 'the withdrawals push');
    expect(pages[0]!.items[0]).toMatchObject({ id: withdrawal.id, status: 'approved' });
    expect(pages[0]!.rules.has_pending).toBe(false);
    await settle();
    expect(otherPages).toEqual([]);
  });

  it('validates the id, the status and the reason before the upstream is asked', async () => {
    upstream.resetCalls();
    const badId = await decideWithdrawal(gw, 0, 'approve');
    expect(badId.body.error).toBe(ErrorCode.VALIDATION);
    const badStatus = await gw.request<Envelope>('GET', `${AGENT.withdrawals}?status=lost`, { headers: auth });
    expect(badStatus.body.error).toBe(ErrorCode.VALIDATION);
    expect(badStatus.body.message).toMatch(/[\u0E00-\u0E7F]/);
    const longReason = await decideWithdrawal(gw, 1, 'reject', { reason: 'ก'.repeat(201) });
    expect(longReason.body.error).toBe(ErrorCode.VALIDATION);
    expect(upstream.calls(`${OPERATOR.withdrawals}/1/reject`)).toBe(0);
    expect(upstream.calls(OPERATOR.withdrawals)).toBe(0);
  });
});

describe('/agent/payments', () => {
  it('lists pending deposits and rejects one with its reason', async () => {
    const member = await upstream.register();
    const deposit = await createDeposit(gw, member.token, 500);
    const list = await gw.request<Envelope<OperatorPayment[]>>('GET', AGENT.payments, { headers: auth });
    expect(list.body.error).toBe(0);
    expect(list.body.data?.find((p) => p.ref === deposit.ref)).toMatchObject({ username: member.username, amount: 500, status: 'pending' });
    const rejected = await decidePayment(gw, deposit.ref, 'reject', { reason: 'ไม่พบยอดโอน' });
    expect(rejected.body.data?.payment.status).toBe('rejected');
    const again = await decidePayment(gw, deposit.ref, 'confirm');
    expect(again.body.error).toBe(ErrorCode.DEPOSIT_NOT_PENDING);
    expect((await decidePayment(gw, 'bad ref', 'confirm')).body.error).toBe(ErrorCode.VALIDATION);
  });
});

describe('an operator upstream without the money calls', () => {
  it('answers AGENT_CALL_UNSUPPORTED and lists them in /agent/stats', async () => {
    const fake = await startFakeUpstream((app) => {
      app.use((_req, res) => void res.status(404).json({ error: ErrorCode.NOT_FOUND }));
    });
    const lacking = await startTestGateway({ upstreamUrl: fake.url, agentApiKey: TEST_AGENT_KEY });
    try {
      const calls: Array<[string, string]> = [
        ['GET', AGENT.payments],
        ['POST', `${AGENT.payments}/ABCDEF123456/confirm`],
        ['POST', `${AGENT.withdrawals}/7/reject`],
      ];
      for (const [method, path] of calls) {
        const reply = await lacking.request<Envelope>(method, path, { headers: auth, body: method === 'POST' ? {} : undefined });
        expect(reply.status, path).toBe(501);
        expect(reply.body.error, path).toBe(ErrorCode.AGENT_CALL_UNSUPPORTED);
      }
      const stats = await lacking.request<Envelope<AgentStats>>('GET', AGENT.stats, { headers: auth });
      expect(stats.body.data?.unsupported_calls.sort()).toEqual([
        'GET /operator/payments',
        'POST /operator/payments/:ref/confirm',
        'POST /operator/withdrawals/:id/reject',
      ]);
    } finally {
      await lacking.close();
      await fake.close();
    }
  });
});
