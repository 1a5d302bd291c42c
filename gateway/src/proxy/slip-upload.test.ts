import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateQrResponse, PaymentChannelsResponse } from '#shared/api/payment.js';
import type { DemoSlipResponse, MemberSlip, SlipDecision } from '#shared/api/payment-slips.js';
import { AGENT, API } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { makeSlipImage } from '#upstream/payment/slips/slip-image.js';
import { collect, connectLive, subscribe, waitFor, type LiveClient } from '../test-support/live-client.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream, TEST_AGENT_KEY, type TestUpstream } from '../test-support/test-upstream.js';

/** A slip's image through the gateway to the upstream and back, and the balance pushed live after it. */
describe('a slip upload through the gateway', () => {
  let upstream: TestUpstream;
  let gw: TestGateway;
  let socket: LiveClient | undefined;
  beforeAll(async () => {
    upstream = await startTestUpstream({ demoSlipBank: true });
  });
  afterAll(() => upstream.close());
  beforeEach(async () => {
    gw = await startTestGateway({ upstreamUrl: upstream.url, clock: new FakeClock(), agentApiKey: TEST_AGENT_KEY });
  });
  afterEach(async () => {
    socket?.disconnect();
    await gw.close();
  });

  const send = async (token: string, body: Buffer, type: string, query = '') => {
    const response = await fetch(`${gw.url}${API.payment.slipUpload}${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body: new Uint8Array(body) });
    return { status: response.status, body: (await response.json()) as Envelope<MemberSlip> };
  };

  it('passes the image on byte for byte, credits the deposit, and pushes the new balance', async () => {
    const member = await upstream.register();
    const auth = { authorization: `Bearer ${member.token}` };
    const channels = await gw.request<Envelope<PaymentChannelsResponse>>('GET', API.payment.channels, { headers: auth });
    const bank = channels.body.data!.find((channel) => channel.code === 'bank')!;
    const deposit = await gw.request<Envelope<GenerateQrResponse>>('POST', API.payment.generateQr, {
      body: { channel_id: bank.channel_id, amount: 350 },
      headers: { ...auth, 'idempotency-key': `slip-${member.username}` },
    });
    const ref = deposit.body.data!.ref;
    const slip = await gw.request<Envelope<DemoSlipResponse>>('POST', API.payment.demoSlip, { body: { ref }, headers: auth });
    const image = Buffer.from(slip.body.data!.image.split(',')[1]!, 'base64');

    socket = await connectLive(gw.url, { token: member.token });
    expect((await subscribe(socket, Topic.wallets)).data?.total).toBe(0);
    const pushes = collect(socket, 'wallets');
    const answer = await send(member.token, image, 'image/png', `?ref=${ref}`);
    expect(answer.body).toMatchObject({ error: 0, data: { status: 'credited', amount: 350, deposit_ref: ref } });
    const received = upstream.last(API.payment.slipUpload)!;
    expect(received.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(received.body as Buffer, image)).toBe(0);
    await waitFor(() => pushes.some((push) => push.total === 350), 5_000, 'wallets push');
  });

  it("lets the agent credit a refused slip through the console with the amount in THB, and pushes it", async () => {
    const member = await upstream.register();
    const foreign = await makeSlipImage({ sendingBank: '004', transRef: `0163300000${member.username}` });
    const sent = await send(member.token, foreign, 'image/png');
    expect(sent.body.data).toMatchObject({ status: 'refused' });
    socket = await connectLive(gw.url, { token: member.token });
    await subscribe(socket, Topic.wallets);
    const pushes = collect(socket, 'wallets');
    const confirmed = await gw.request<Envelope<SlipDecision>>('POST', `${AGENT.slipList}/${sent.body.data!.id}/confirm`, {
      body: { amount: 275.5 },
      headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
    });
    expect(confirmed.body.data).toMatchObject({ slip: { status: 'credited' }, payment: { amount: 275.5, username: member.username } });
    await waitFor(() => pushes.some((push) => push.total === 275.5), 5_000, 'wallets push');
  });

  it('refuses what is no image, or too large, at its own edge without asking the upstream', async () => {
    const member = await upstream.register();
    upstream.resetCalls();
    const text = await send(member.token, Buffer.from('hello'), 'text/plain');
    expect(text.body).toMatchObject({ error: ErrorCode.SLIP_NOT_IMAGE });
    const huge = await send(member.token, Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'image/jpeg');
    expect(huge.body).toMatchObject({ error: ErrorCode.SLIP_TOO_LARGE });
    expect(upstream.calls(API.payment.slipUpload)).toBe(0);
    // JSON to the upload path is refused too, and a JSON call still takes JSON only.
    const json = await gw.request<Envelope<null>>('POST', API.payment.slipUpload, { body: { image: 'x' }, headers: { authorization: `Bearer ${member.token}` } });
    expect(json.body.error).toBe(ErrorCode.SLIP_NOT_IMAGE);
    const png = await gw.request<Envelope<null>>('POST', API.payment.slipQr, { raw: 'x', headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' } });
    expect(png.status).toBe(415);
  });
});
