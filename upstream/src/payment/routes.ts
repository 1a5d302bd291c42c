import { Router } from 'express';
import { API } from '@shared/api/paths.js';
import { ZGenerateQrRequest, ZInquiryStatusQuery, ZPaymentInfoQuery, ZQrcodeInfoQuery, type GenerateQrResponse } from '@shared/api/payment.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import { bodyOf, route } from '../http/route.js';
import { confirmDueDemoDeposits, type DemoConfirmer } from './demo-confirm.js';
import { qrImage } from './promptpay.js';
import { channels, generateQr, inquiryStatus, paymentInfo, qrcodeInfo } from './service.js';

/** The image is drawn from the stored payload on the way out, so the idempotency store keeps only the payload. */
async function withImage(answer: GenerateQrResponse): Promise<GenerateQrResponse> {
  return answer.payload ? { ...answer, qr_image: await qrImage(answer.payload) } : answer;
}

/** Deposits are the member's own; every call reads the token's member. */
export function paymentRoutes(ctx: Ctx, demo: DemoConfirmer): Router {
  const router = Router();
  const member = requireMember(ctx);
  router.get(API.payment.channels, member, route(() => channels(ctx)));
  router.get(
    API.payment.info,
    member,
    route((req, res) => paymentInfo(ctx, memberOf(res).memberId, parseOrThrow(ZPaymentInfoQuery, req.query).channel_id)),
  );
  router.post(
    API.payment.generateQr,
    member,
    route(async (req, res) => {
      const input = parseOrThrow(ZGenerateQrRequest, bodyOf(req));
      const { memberId } = memberOf(res);
      // In demo mode a deposit that has fallen due is paid before it could block this one as "pending".
      confirmDueDemoDeposits(ctx, memberId);
      const answer = idempotent(
        ctx.db,
        { scope: `member:${memberId}`, key: idempotencyKeyOf(req), path: API.payment.generateQr, body: req.body, now: ctx.clock.now() },
        () => generateQr(ctx, memberId, input),
      );
      demo.poke();
      return withImage(answer);
    }),
  );
  router.get(
    API.payment.qrcodeInfo,
    member,
    route(async (req, res) => {
      const answer = qrcodeInfo(ctx, memberOf(res).memberId, parseOrThrow(ZQrcodeInfoQuery, req.query).ref);
      return answer ? withImage(answer) : null;
    }),
  );
  router.get(
    API.payment.inquiryStatus,
    member,
    route((req, res) => inquiryStatus(ctx, memberOf(res).memberId, parseOrThrow(ZInquiryStatusQuery, req.query).ref)),
  );
  return router;
}
