/**
 * Every `/api` call's request schemas, by method and path. The upstream parses
 * each call with these schemas in its routes; the gateway checks each request
 * against the same ones before forwarding it (DESIGN §2: validation at both
 * edges), so an operator's own upstream never sees a request the contract
 * refuses. `member` marks calls that need a token: without one the gateway
 * leaves the answer (401) to the upstream, as the upstream checks the token first.
 */
import type { z } from 'zod';
import { ZAgentCodeQuery } from './common.js';
import { ZAgentValidateQuery } from './agent.js';
import {
  ZChangePasswordRequest,
  ZCheckAccountRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZResetPasswordV2Request,
  ZUpdateSubBankAccountRequest,
} from './auth.js';
import { ZCouponHistoryQuery, ZCouponRedeemRequest } from './coupon.js';
import { ZLimitsRequest } from './limits.js';
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
  ZShootRequest,
  ZYeekeeListQuery,
  ZYeekeeShotsQuery,
} from './lotto.js';
import { ZStatementQuery } from './member.js';
import { API } from './paths.js';
import { ZGenerateQrRequest, ZInquiryStatusQuery, ZPaymentInfoQuery, ZQrcodeInfoQuery } from './payment.js';
import { ZPromotionAcceptRequest } from './promotion.js';
import { ZWithdrawListQuery, ZWithdrawRequest } from './withdraw.js';

export interface CallSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  member?: boolean;
}

const agentCode: CallSchemas = { query: ZAgentCodeQuery };
const agentCodePost: CallSchemas = { query: ZAgentCodeQuery, body: ZAgentCodeQuery };
const roundId: CallSchemas = { query: ZRoundIdQuery };

export const REQUEST_SCHEMAS: Readonly<Record<string, CallSchemas>> = {
  [`POST ${API.auth.checkAccount}`]: { body: ZCheckAccountRequest },
  [`POST ${API.auth.register}`]: { body: ZRegisterRequest },
  [`POST ${API.auth.login}`]: { body: ZLoginRequest },
  [`POST ${API.auth.changePassword}`]: { body: ZChangePasswordRequest, member: true },
  [`POST ${API.auth.resetPassword}`]: { body: ZResetPasswordRequest },
  [`POST ${API.auth.resetPasswordV2}`]: { body: ZResetPasswordV2Request },
  [`POST ${API.auth.updateSubBankAccount}`]: { body: ZUpdateSubBankAccountRequest, member: true },

  [`POST ${API.agent.config}`]: agentCodePost,
  [`POST ${API.agent.bankAccounts}`]: agentCodePost,
  [`POST ${API.agent.trueMoneyAccounts}`]: agentCodePost,
  [`GET ${API.agent.notifications}`]: agentCode,
  [`GET ${API.agent.banner}`]: agentCode,
  [`GET ${API.agent.eventList}`]: agentCode,
  [`GET ${API.agent.validate}`]: { query: ZAgentValidateQuery },

  [`GET ${API.member.statement}`]: { query: ZStatementQuery, member: true },
  [`POST ${API.member.withdraw}`]: { body: ZWithdrawRequest, member: true },
  [`GET ${API.member.withdrawList}`]: { query: ZWithdrawListQuery, member: true },
  [`POST ${API.member.limits}`]: { body: ZLimitsRequest, member: true },

  [`GET ${API.lotto.rounds}`]: { query: ZRoundsQuery },
  [`GET ${API.lotto.round}`]: roundId,
  [`GET ${API.lotto.result}`]: roundId,
  [`GET ${API.lotto.results}`]: { query: ZResultsQuery },
  [`GET ${API.lotto.rule}`]: { query: ZCategoryQuery },
  [`GET ${API.lotto.rate}`]: roundId,
  [`GET ${API.lotto.rates}`]: { query: ZRatesQuery },
  [`GET ${API.lotto.limit}`]: roundId,
  [`GET ${API.lotto.yeekeeList}`]: { query: ZYeekeeListQuery },
  [`GET ${API.lotto.yeekeeLists}`]: { query: ZYeekeeShotsQuery },
  [`POST ${API.lotto.yeekeeShoot}`]: { body: ZShootRequest, member: true },
  [`POST ${API.lotto.billValidate}`]: { body: ZBillRequest, member: true },
  [`POST ${API.lotto.billCreate}`]: { body: ZBillRequest, member: true },
  [`POST ${API.lotto.billCancel}`]: { body: ZBillIdRequest, member: true },
  [`GET ${API.lotto.billList}`]: { query: ZBillListQuery, member: true },
  [`GET ${API.lotto.billDetail}`]: { query: ZBillIdQuery, member: true },

  [`GET ${API.payment.info}`]: { query: ZPaymentInfoQuery, member: true },
  [`GET ${API.payment.qrcodeInfo}`]: { query: ZQrcodeInfoQuery, member: true },
  [`POST ${API.payment.generateQr}`]: { body: ZGenerateQrRequest, member: true },
  [`GET ${API.payment.inquiryStatus}`]: { query: ZInquiryStatusQuery, member: true },

  [`POST ${API.promotion.accept}`]: { body: ZPromotionAcceptRequest, member: true },
  [`POST ${API.coupon.redeem}`]: { body: ZCouponRedeemRequest, member: true },
  [`GET ${API.coupon.history}`]: { query: ZCouponHistoryQuery, member: true },
};

/** The schemas of `METHOD path` (path without its query), if the contract has any. */
export function requestSchemasOf(method: string, path: string): CallSchemas | undefined {
  return REQUEST_SCHEMAS[`${method.toUpperCase()} ${path}`];
}
