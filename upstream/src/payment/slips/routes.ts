import type { slipCalls, slipOperatorCalls } from '#shared/api/payment-slips.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { Ctx } from '../../context.js';
import type { Handlers } from '../../http/mount.js';
import { ThrottleCounter } from '../../throttle/counter.js';
import { makeDemoSlip } from './demo-bank.js';
import { confirmSlip, operatorSlip, operatorSlips, rejectSlip } from './operator-slips.js';
import { readSlipImage, readSlipQr } from './read-slip.js';
import { sendSlip } from './send-slip.js';
import { memberSlips } from './slip-rows.js';

/** Slips a member may send in a window: a few retries of a photo, not a stream of decodes. */
const SLIPS_PER_WINDOW = 10;
const SLIP_WINDOW_MS = 10 * 60_000;

/**
 * A member's slips (docs/decisions/0082). Once per bank reference, not per
 * Idempotency-Key (the registry's `onceBy`): sendSlip claims the reference.
 * Each slip sent counts against the member's window before it is read.
 */
export function slipHandlers(ctx: Ctx): Handlers<typeof slipCalls> {
  const perMember = new ThrottleCounter(ctx.db, ctx.clock, 'slip_member', SLIP_WINDOW_MS);
  const counted = async (memberId: number) => {
    if (!(await perMember.hit(String(memberId), SLIPS_PER_WINDOW))) throw new AppError(ErrorCode.RATE_LIMITED);
  };
  return {
    slipUpload: async ({ member, query, file }) => {
      await counted(member.memberId);
      const qr = await readSlipImage(file.bytes);
      return sendSlip(ctx, member.memberId, { qr, source: 'image', image: file, depositRef: query.ref });
    },
    slipQr: async ({ member, body }) => {
      await counted(member.memberId);
      return sendSlip(ctx, member.memberId, { qr: readSlipQr(body.payload), source: 'qr', depositRef: body.ref });
    },
    slips: ({ member }) => memberSlips(ctx, member.memberId),
    demoSlip: ({ member, body }) => makeDemoSlip(ctx, member.memberId, body.ref),
  };
}

export function slipOperatorHandlers(ctx: Ctx): Handlers<typeof slipOperatorCalls> {
  return {
    slipList: ({ query }) => operatorSlips(ctx, query.status),
    slipDetail: ({ params }) => operatorSlip(ctx, params.id),
    slipConfirm: ({ params, body }) => confirmSlip(ctx, params.id, body.amount),
    slipReject: ({ params, body }) => rejectSlip(ctx, params.id, body.reason || null),
  };
}
