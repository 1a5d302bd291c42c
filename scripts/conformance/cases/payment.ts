/**
 * Deposits. Without `--writes` a deposit names a channel that does not exist
 * (refused) and the reads use the member's latest deposit when there is one.
 * With it, a deposit of the channel's smallest amount is made: with the agent
 * key it is rejected next (`operator.paymentReject`, no money moves);
 * without, it stays pending until it expires (the embedded upstream's demo
 * mode confirms it after a few seconds).
 */
import { CALLS } from '#shared/api/registry.js';
import type { PaymentChannel } from '#shared/api/payment.js';
import { ErrorCode } from '#shared/errors.js';
import { defineCase, requireSession, Skip, type CaseContext } from '../case.js';
import { channels, UNKNOWN_REF } from '../world.js';

/** PromptPay when offered (no account to pick), else the first channel. */
export async function depositChannel(ctx: CaseContext): Promise<PaymentChannel> {
  const all = await channels(ctx);
  const channel = all.find((c) => c.code === 'promptpay') ?? all[0];
  if (!channel) throw new Skip('the upstream offers no deposit channel');
  return channel;
}

/** The smallest deposit on that channel, as generate_qr takes it. */
export async function smallDeposit(ctx: CaseContext) {
  const channel = await depositChannel(ctx);
  return { channel_id: channel.channel_id, amount: channel.min_amount, sub_channel_id: channel.sub_channels[0]?.sub_channel_id };
}

/** A pending deposit made for a case of its own (the agent's confirm), or a skip saying why not. */
export async function makeDeposit(ctx: CaseContext): Promise<string> {
  return (await ctx.data(CALLS.payment.generateQr, { body: await smallDeposit(ctx) })).ref;
}

export const DEPOSIT_NOT_NOW = [ErrorCode.DEPOSIT_PENDING_EXISTS, ErrorCode.LIMIT_DEPOSIT_DAILY, ErrorCode.PLAY_TIMEOUT, ErrorCode.SELF_EXCLUDED];

export const paymentCases = {
  channels: defineCase(CALLS.payment.channels, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  info: defineCase(CALLS.payment.info, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: { query: { channel_id: (await depositChannel(ctx)).channel_id } } };
  }),
  generateQr: defineCase(CALLS.payment.generateQr, async (ctx) => {
    requireSession(ctx);
    const body = await smallDeposit(ctx);
    if (!ctx.writes) {
      const unknown = Math.max(...(await channels(ctx)).map((c) => c.channel_id)) + 1000;
      return { kind: 'refusal', request: { body: { ...body, channel_id: unknown, sub_channel_id: undefined } }, because: 'a channel that does not exist' };
    }
    return {
      kind: 'success',
      request: { body },
      tolerate: DEPOSIT_NOT_NOW,
      note: `${body.amount} THB, ${ctx.agentKey ? 'rejected next by the agent key' : 'left pending'}`,
      onData: (data) => {
        ctx.state.depositRef = data.ref;
      },
    };
  }),
  qrcodeInfo: defineCase(CALLS.payment.qrcodeInfo, async (ctx) => {
    requireSession(ctx);
    const ref = ctx.state.depositRef;
    return { kind: 'success', request: { query: ref ? { ref } : {} } };
  }),
  inquiryStatus: defineCase(CALLS.payment.inquiryStatus, async (ctx) => {
    requireSession(ctx);
    const ref = ctx.state.depositRef ?? (await ctx.data(CALLS.payment.qrcodeInfo, { query: {} }))?.ref;
    if (!ref) return { kind: 'refusal', request: { query: { ref: UNKNOWN_REF } }, because: 'the member has no deposit to read' };
    return { kind: 'success', request: { query: { ref } } };
  }),
};
