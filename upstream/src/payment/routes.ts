import { paymentCalls, type GenerateQrResponse } from '@shared/api/payment.js';
import type { Ctx } from '../context.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import type { Handlers } from '../http/mount.js';
import { confirmDueDemoDeposits, type DemoConfirmer } from './demo-confirm.js';
import { qrImage } from './promptpay.js';
import { channels, generateQr, inquiryStatus, paymentInfo, qrcodeInfo } from './service.js';

/** The image is drawn from the stored payload on the way out, so the idempotency store keeps only the payload. */
async function withImage(answer: GenerateQrResponse): Promise<GenerateQrResponse> {
  return answer.payload ? { ...answer, qr_image: await qrImage(answer.payload) } : answer;
}

/** Deposits are the member's own; every call reads the token's member. */
export function paymentHandlers(ctx: Ctx, demo: DemoConfirmer): Handlers<typeof paymentCalls> {
  return {
    channels: () => channels(ctx),
    info: ({ member, query }) => paymentInfo(ctx, member.memberId, query.channel_id),
    generateQr: ({ member, body, req }) => {
      const { memberId } = member;
      // In demo mode a deposit that has fallen due is paid before it could block this one as "pending".
      confirmDueDemoDeposits(ctx, memberId);
      const answer = idempotent(
        ctx.db,
        { scope: `member:${memberId}`, key: idempotencyKeyOf(req), path: paymentCalls.generateQr.path, body: req.body, now: ctx.clock.now() },
        () => generateQr(ctx, memberId, body),
      );
      demo.poke();
      return withImage(answer);
    },
    qrcodeInfo: async ({ member, query }) => {
      const answer = qrcodeInfo(ctx, member.memberId, query.ref);
      return answer ? withImage(answer) : null;
    },
    inquiryStatus: ({ member, query }) => inquiryStatus(ctx, member.memberId, query.ref),
  };
}
