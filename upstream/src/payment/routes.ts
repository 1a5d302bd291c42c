import type { GenerateQrResponse, paymentCalls } from '#shared/api/payment.js';
import type { Ctx } from '../context.js';
import { memberOf } from '../http/auth.js';
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
    generateQr: {
      // In demo mode a deposit that has fallen due is paid (in transactions of its own, as the
      // confirmer pays it) before it could block this one as "pending".
      before: [
        (_req, res, next) => {
          confirmDueDemoDeposits(ctx, memberOf(res).memberId).then(() => next(), next);
        },
      ],
      // Once per Idempotency-Key (mountCalls); the image and the timer come after the answer is stored.
      handle: ({ member, body }) => generateQr(ctx, member.memberId, body),
      after: (answer) => {
        demo.poke();
        return withImage(answer);
      },
    },
    qrcodeInfo: async ({ member, query }) => {
      const answer = await qrcodeInfo(ctx, member.memberId, query.ref);
      return answer ? withImage(answer) : null;
    },
    inquiryStatus: ({ member, query }) => inquiryStatus(ctx, member.memberId, query.ref),
  };
}
