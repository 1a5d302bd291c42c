import { Router } from 'express';
import {
  ZBillIdQuery,
  ZBillIdRequest,
  ZBillListQuery,
  ZBillRequest,
  ZCategoryQuery,
  ZRatesQuery,
  ZResultsQuery,
  ZRoundIdQuery,
  ZRoundsQuery,
} from '@shared/api/lotto.js';
import { API } from '@shared/api/paths.js';
import { parseOrThrow } from '@shared/validation.js';
import type { Ctx } from '../context.js';
import { memberOf, requireMember } from '../http/auth.js';
import { idempotencyKeyOf, idempotent } from '../http/idempotency.js';
import { bodyOf, route } from '../http/route.js';
import { statusRoute } from '../http/status-route.js';
import { billDetail, listBills } from './bill-list.js';
import { cancelBill, createBill, validateBill } from './bills.js';
import { lobby } from './lobby.js';
import { categoryRates, roundLimits, roundRates } from './rate-queries.js';
import { listResults, listRounds, roundDetail, roundResult } from './round-queries.js';
import { categoryRules } from './rules.js';

/** The lotto calls of spec §7. Reading rounds, rates and results is public; bills need a member (decision 0010). */
export function lottoRoutes(ctx: Ctx): Router {
  const router = Router();
  const member = requireMember(ctx);
  const roundId = (query: unknown) => parseOrThrow(ZRoundIdQuery, query).round_id;

  router.get(API.lotto.lobby, statusRoute(() => lobby(ctx)));
  router.get(API.lotto.rounds, route((req) => listRounds(ctx, parseOrThrow(ZRoundsQuery, req.query))));
  router.get(API.lotto.round, route((req) => roundDetail(ctx, roundId(req.query))));
  router.get(API.lotto.result, route((req) => roundResult(ctx, roundId(req.query))));
  router.get(API.lotto.results, route((req) => listResults(ctx, parseOrThrow(ZResultsQuery, req.query))));
  router.get(API.lotto.rule, route((req) => categoryRules(ctx, parseOrThrow(ZCategoryQuery, req.query).category_id)));
  router.get(API.lotto.rate, route((req) => roundRates(ctx, roundId(req.query))));
  router.get(API.lotto.rates, route((req) => categoryRates(ctx, parseOrThrow(ZRatesQuery, req.query))));
  router.get(API.lotto.limit, route((req) => roundLimits(ctx, roundId(req.query))));

  router.post(
    API.lotto.billValidate,
    member,
    route((req) => validateBill(ctx, parseOrThrow(ZBillRequest, bodyOf(req)))),
  );
  router.post(
    API.lotto.billCreate,
    member,
    route((req, res) => {
      const input = parseOrThrow(ZBillRequest, bodyOf(req));
      const { memberId } = memberOf(res);
      return idempotent(
        ctx.db,
        { scope: `member:${memberId}`, key: idempotencyKeyOf(req), path: API.lotto.billCreate, body: req.body, now: ctx.clock.now() },
        () => createBill(ctx, memberId, input),
      );
    }),
  );
  router.post(
    API.lotto.billCancel,
    member,
    route((req, res) => {
      const input = parseOrThrow(ZBillIdRequest, bodyOf(req));
      return ctx.db.transaction(() => cancelBill(ctx, memberOf(res).memberId, input.bill_id))();
    }),
  );
  router.get(
    API.lotto.billList,
    member,
    route((req, res) => listBills(ctx, memberOf(res).memberId, parseOrThrow(ZBillListQuery, req.query))),
  );
  router.get(
    API.lotto.billDetail,
    member,
    route((req, res) => billDetail(ctx, memberOf(res).memberId, parseOrThrow(ZBillIdQuery, req.query).bill_id)),
  );
  return router;
}
