import { describe, expect, it } from 'vitest';
import type { BankTransfersResponse } from '#shared/api/bank-transfers.js';
import type { GenerateQrResponse, PaymentChannelsResponse } from '#shared/api/payment.js';
import { AGENT, API } from '#shared/api/paths.js';
import { BANK_NUMBERS, maskAccountNo } from '#shared/banks.js';
import type { Envelope } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { Topic } from '#shared/live/events.js';
import { collect, subscribe, waitFor } from '../test-support/live-client.js';
import { useLiveHarness } from '../test-support/live-harness.js';
import { TEST_AGENT_KEY } from '../test-support/test-upstream.js';

const h = useLiveHarness();

describe('the statement feed through the gateway', () => {
  it('needs the agent key, and a transfer it credits pushes the member their new balance', async () => {
    const member = await h.upstream.register({ bank_code: 'SCB', bank_account_no: '6661234567' });
    const auth = { authorization: `Bearer ${member.token}` };
    const channels = await h.gw.request<Envelope<PaymentChannelsResponse>>('GET', API.payment.channels, { headers: auth });
    const bank = channels.body.data!.find((channel) => channel.code === 'bank')!;
    const deposit = await h.gw.request<Envelope<GenerateQrResponse>>('POST', API.payment.generateQr, {
      body: { channel_id: bank.channel_id, amount: 420 },
      headers: { ...auth, 'idempotency-key': `feed-${member.username}` },
    });
    const transfer = {
      reference: `GWFEED${member.username}`,
      bank_code: BANK_NUMBERS.KBANK,
      account_no: '0481234567',
      amount: 420,
      paid_at: new Date(Date.now() - 60_000).toISOString(),
      sender_bank: BANK_NUMBERS.SCB,
      sender_account: maskAccountNo('6661234567'),
    };
    expect(deposit.body.error, JSON.stringify(deposit.body)).toBe(0);
    const refused = await h.gw.request<Envelope<null>>('POST', AGENT.bankTransfersFeed, { body: { transfers: [transfer] } });
    expect(refused.body.error).toBe(ErrorCode.AGENT_KEY_INVALID);

    const socket = await h.live(member.token);
    await subscribe(socket, Topic.wallets);
    const pushes = collect(socket, 'wallets');
    const fed = await h.gw.request<Envelope<BankTransfersResponse>>('POST', AGENT.bankTransfersFeed, {
      body: { transfers: [transfer] },
      headers: { authorization: `Bearer ${TEST_AGENT_KEY}` },
    });
    expect(fed.body.data!.transfers[0], JSON.stringify(fed.body.data)).toMatchObject({ status: 'credited', deposit_ref: deposit.body.data!.ref, username: member.username });
    await waitFor(() => pushes.some((push) => push.total === 420), 5_000, 'wallets push');
  });
});
