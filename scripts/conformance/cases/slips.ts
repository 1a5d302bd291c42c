/**
 * Transfer slips (docs/decisions/0081, 0082). The kit makes slips of its own:
 * a real Bank of Thailand slip QR with a reference no bank ever issued, so a
 * verification service refuses them (or, with none configured, they wait for
 * the agent) and no money moves. Without `--writes` each is a refusal the
 * upstream must make before recording anything: an image with no QR, a QR
 * that is not a slip's. With it, the agent's cases decide the kit's slips.
 */
import { randomBytes } from 'node:crypto';
import { generate } from 'promptparse';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { makeSlipImage } from '#upstream/payment/slips/slip-image.js';
import { defineCase, requireAgentKey, requireSession, type CaseContext } from '../case.js';
import { UNKNOWN_ID, UNKNOWN_REF } from '../world.js';

/** A reference in a bank's shape (digits and letters, 20 long) that names no transfer. */
const madeUpRef = () => `CONF${randomBytes(8).toString('hex').toUpperCase()}`;

function keepSlip(ctx: CaseContext, id: number): void {
  (ctx.state.slipIds ??= []).push(id);
}

/** The kit's own slip the agent decides; none without `--writes` (or when the kit sent none): an unknown one is refused instead. */
function decided(ctx: CaseContext, index: number): number | undefined {
  requireAgentKey(ctx);
  return ctx.writes ? ctx.state.slipIds?.[index] : undefined;
}

export const slipCases = {
  slips: defineCase(CALLS.payment.slips, async (ctx) => {
    requireSession(ctx);
    return { kind: 'success', request: {} };
  }),
  slipQr: defineCase(CALLS.payment.slipQr, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { body: { payload: 'https://example.com/not-a-slip' } }, because: 'a QR that is not a slip' };
    const payload = generate.slipVerify({ sendingBank: '004', transRef: madeUpRef() });
    return { kind: 'success', request: { body: { payload } }, note: 'a made-up reference', onData: (slip) => keepSlip(ctx, slip.id) };
  }),
  slipUpload: defineCase(CALLS.payment.slipUpload, async (ctx) => {
    requireSession(ctx);
    if (!ctx.writes) {
      const bytes = await makeSlipImage({ sendingBank: '004', transRef: madeUpRef(), qr: false });
      return { kind: 'refusal', request: { query: {}, file: { type: 'image/png', bytes } }, because: 'a picture with no slip QR' };
    }
    const bytes = await makeSlipImage({ sendingBank: '004', transRef: madeUpRef() });
    return { kind: 'success', request: { query: {}, file: { type: 'image/png', bytes } }, note: 'a slip image with a made-up reference', onData: (slip) => keepSlip(ctx, slip.id) };
  }),
  demoSlip: defineCase(CALLS.payment.demoSlip, async (ctx) => {
    requireSession(ctx);
    return { kind: 'refusal', request: { body: { ref: UNKNOWN_REF } }, because: 'a deposit that does not exist (or no demo mode)' };
  }),
};

export const slipOperatorCases = {
  slipList: defineCase(CALLS.operator.slipList, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { status: 'review' as const } } };
  }),
  slipDetail: defineCase(CALLS.operator.slipDetail, async (ctx) => {
    requireAgentKey(ctx);
    const id = ctx.state.slipIds?.[0];
    if (id === undefined) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID } }, because: 'a slip that does not exist' };
    return { kind: 'success', request: { params: { id } } };
  }),
  slipReject: defineCase(CALLS.operator.slipReject, async (ctx) => {
    const id = decided(ctx, 1);
    if (id === undefined) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: {} }, because: 'a slip that does not exist' };
    return { kind: 'success', request: { params: { id }, body: { reason: 'ชุดทดสอบความเข้ากันได้' } }, tolerate: [ErrorCode.SLIP_NOT_IN_REVIEW], note: `the kit's slip ${id}` };
  }),
  slipConfirm: defineCase(CALLS.operator.slipConfirm, async (ctx) => {
    const id = decided(ctx, 0);
    if (id === undefined) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: { amount: 1 } }, because: 'a slip that does not exist' };
    // 1 THB: the least a confirmation can pay, on an upstream whose money is real.
    return { kind: 'success', request: { params: { id }, body: { amount: 1 } }, tolerate: [ErrorCode.SLIP_NOT_IN_REVIEW], note: `the kit's slip ${id}, 1 THB` };
  }),
};

/** A transfer into an account that is not the site's: stored and left waiting, whatever the upstream's accounts. */
const kitTransfer = () => ({
  reference: madeUpRef(),
  bank_code: '004',
  account_no: '0000000000',
  amount: 1,
  paid_at: new Date().toISOString(),
  sender_bank: '014',
  sender_account: 'xxx-x-x0000-x',
});

export const bankTransferCases = {
  bankTransferList: defineCase(CALLS.operator.bankTransferList, async (ctx) => {
    requireAgentKey(ctx);
    return { kind: 'success', request: { query: { status: 'waiting' as const } } };
  }),
  bankTransfersFeed: defineCase(CALLS.operator.bankTransfersFeed, async (ctx) => {
    requireAgentKey(ctx);
    if (!ctx.writes) return { kind: 'refusal', request: { body: { transfers: [] } }, because: 'no transfer in the batch' };
    return {
      kind: 'success',
      request: { body: { transfers: [kitTransfer()] } },
      note: "a 1 THB transfer into an account that is not the site's",
      onData: (data) => {
        const id = data.transfers[0]?.id;
        if (id !== undefined) ctx.state.bankTransferId = id;
      },
    };
  }),
  bankTransferMatch: defineCase(CALLS.operator.bankTransferMatch, async (ctx) => {
    requireAgentKey(ctx);
    const id = ctx.writes ? ctx.state.bankTransferId : undefined;
    if (id === undefined) return { kind: 'refusal', request: { params: { id: UNKNOWN_ID }, body: { username: 'nobody' } }, because: 'a transfer that does not exist' };
    const session = requireSession(ctx);
    return { kind: 'success', request: { params: { id }, body: { username: session.username } }, note: `the kit's transfer ${id} to the member, 1 THB` };
  }),
};
