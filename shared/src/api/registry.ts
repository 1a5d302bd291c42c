/**
 * The contract's one registry: every call the upstream answers, by area.
 * Each entry is declared once in its area's file (`defineCall`); this file
 * only gathers them. `API` and `OPERATOR` (paths.ts) are views of it.
 */
import { agentCalls } from './agent.js';
import { affiliateCalls } from './affiliate.js';
import { auditOperatorCalls } from './audit.js';
import { authCalls } from './auth.js';
import { methodLookup, type Call, type HttpMethod } from './call.js';
import { cashbackCalls } from './cashback.js';
import { fairnessCalls } from './fairness.js';
import { couponCalls } from './coupon.js';
import { dailyOperatorCalls } from './daily-operator.js';
import { gameCalls } from './games.js';
import { limitsCalls } from './limits.js';
import { lottoBillCalls } from './lotto/bills.js';
import { lottoOperatorCalls } from './lotto/operator.js';
import { lottoRoundCalls } from './lotto/rounds.js';
import { yeekeeCalls } from './lotto/yeekee.js';
import { memberCalls } from './member.js';
import { operatorCalls } from './operator.js';
import { paymentCalls } from './payment.js';
import { slipCalls, slipOperatorCalls } from './payment-slips.js';
import { bankTransferCalls } from './bank-transfers.js';
import { pollCalls, pollOperatorCalls } from './poll.js';
import { promotionCalls } from './promotion.js';
import { providerCommitmentCalls } from './provider-commitments.js';
import { providerTableCalls } from './provider-tables.js';
import { providerWalletCalls } from './provider-wallet.js';
import { questCalls } from './quest.js';
import { soothCalls } from './sooth.js';
import { questOperatorCalls } from './quest-operator.js';
import { redemptionCalls, redemptionOperatorCalls } from './redemption.js';
import { wheelCalls, wheelOperatorCalls, wheelTableCalls } from './wheel.js';
import { withdrawCalls } from './withdraw.js';
import { otpCalls } from './otp.js';

export const CALLS = {
  auth: { ...authCalls, ...otpCalls },
  agent: agentCalls,
  member: { ...memberCalls, ...withdrawCalls, ...limitsCalls },
  lotto: { ...lottoRoundCalls, ...lottoBillCalls, ...yeekeeCalls },
  payment: { ...paymentCalls, ...slipCalls },
  promotion: promotionCalls,
  coupon: couponCalls,
  quest: questCalls,
  wheel: { ...wheelCalls, ...wheelTableCalls },
  redemption: redemptionCalls,
  cashback: cashbackCalls,
  affiliate: affiliateCalls,
  poll: pollCalls,
  game: gameCalls,
  providerWallet: providerWalletCalls,
  providerTables: providerTableCalls,
  providerCommitments: providerCommitmentCalls,
  sooth: soothCalls,
  fairness: fairnessCalls,
  operator: {
    ...operatorCalls,
    ...lottoOperatorCalls,
    ...redemptionOperatorCalls,
    ...questOperatorCalls,
    ...wheelOperatorCalls,
    ...auditOperatorCalls,
    ...dailyOperatorCalls,
    ...pollOperatorCalls,
    ...slipOperatorCalls,
    ...bankTransferCalls,
  },
} as const;

export type Calls = typeof CALLS;
export type Area = keyof Calls;
/** A call's registry id, `<area>.<name>`, e.g. `lotto.billCreate`. */
export type CallId = { [A in Area]: `${A}.${Extract<keyof Calls[A], string>}` }[Area];

/** A call with its registry id, e.g. `lotto.billCreate`. */
export interface RegisteredCall {
  id: string;
  area: Area;
  name: string;
  call: Call;
}

/** Every call in registry order. */
export const CALL_LIST: readonly RegisteredCall[] = Object.entries(CALLS).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, Call>).map(([name, call]) => ({ id: `${area}.${name}`, area: area as Area, name, call })),
);

const byRoute = new Map<string, RegisteredCall>(CALL_LIST.map((entry) => [`${entry.call.method} ${entry.call.path}`, entry]));

/**
 * The call behind `METHOD path` (path without its query). Paths with params
 * (`:ref`) only match by their pattern; `/api` calls have none.
 */
export function callAt(method: string, path: string): RegisteredCall | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

/** The methods the registry's calls use on `path` (no query); empty for a path it does not know. */
export const methodsAt = methodLookup(CALL_LIST.map((entry) => entry.call));

/** `/api` calls that move money: after one passes through the gateway, the member's wallets push. */
export const MONEY_MOVING_PATHS: readonly string[] = CALL_LIST.filter((entry) => entry.call.moneyMoving && entry.call.path.startsWith('/api/')).map(
  (entry) => entry.call.path,
);

export type { HttpMethod };
