import type { OperatorPaymentDecision, OperatorWithdrawalDecision } from '#shared/api/operator.js';
import type { GenerateQrResponse, PaymentChannelsResponse } from '#shared/api/payment.js';
import { AGENT, API } from '#shared/api/paths.js';
import type { Withdrawal } from '#shared/api/withdraw.js';
import type { Envelope } from '#shared/envelope.js';
import type { TestGateway } from './test-gateway.js';
import { TEST_AGENT_KEY } from './test-upstream.js';

const agentKeyAuth = { authorization: `Bearer ${TEST_AGENT_KEY}` };
const member = (token: string) => ({ authorization: `Bearer ${token}` });

/** A pending deposit made through the gateway's /api, on the first channel the agent offers. */
export async function createDeposit(gw: TestGateway, token: string, amount = 300): Promise<GenerateQrResponse> {
  const channels = await gw.request<Envelope<PaymentChannelsResponse>>('GET', API.payment.channels, { headers: member(token) });
  const channel = channels.body.data?.find((c) => c.code === 'promptpay') ?? channels.body.data?.[0];
  if (!channel) throw new Error(`no payment channel: ${JSON.stringify(channels.body)}`);
  const body = { channel_id: channel.channel_id, sub_channel_id: channel.sub_channels[0]?.sub_channel_id, amount };
  const reply = await gw.request<Envelope<GenerateQrResponse>>('POST', API.payment.generateQr, { body, headers: member(token) });
  if (reply.body.error !== 0 || !reply.body.data) throw new Error(`deposit refused: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** A withdrawal request through the gateway's /api (the amount leaves the main wallet at once). */
export async function requestWithdrawal(gw: TestGateway, token: string, amount: number): Promise<Withdrawal> {
  const reply = await gw.request<Envelope<Withdrawal | { withdrawal: Withdrawal }>>('POST', API.member.withdraw, { body: { amount }, headers: member(token) });
  const data = reply.body.data;
  if (reply.body.error !== 0 || !data) throw new Error(`withdrawal refused: ${JSON.stringify(reply.body)}`);
  return 'withdrawal' in data ? data.withdrawal : data;
}

export const decidePayment = (gw: TestGateway, ref: string, action: 'confirm' | 'reject', body: unknown = {}) =>
  gw.request<Envelope<OperatorPaymentDecision>>('POST', `${AGENT.payments}/${ref}/${action}`, { body, headers: agentKeyAuth });

export const decideWithdrawal = (gw: TestGateway, id: number, action: 'approve' | 'reject', body: unknown = {}) =>
  gw.request<Envelope<OperatorWithdrawalDecision>>('POST', `${AGENT.withdrawals}/${id}/${action}`, { body, headers: agentKeyAuth });
