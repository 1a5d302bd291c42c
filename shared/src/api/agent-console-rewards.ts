/**
 * The console's rewards calls (decision 0033): quests, the wheel's prize table and
 * its claimed item prizes, the point shop's items and goods claims, and the
 * audit list. Each forwards its operator call as it is; a claim's rejection
 * also pushes the member's wallets (the points come back).
 */
import { forwardedCall } from './agent-console-forward.js';
import { auditOperatorCalls } from './audit.js';
import { questOperatorCalls } from './quest-operator.js';
import { redemptionOperatorCalls } from './redemption.js';
import { wheelOperatorCalls } from './wheel.js';

const { quests, questAdd, questEdit } = questOperatorCalls;
const { redemptionItems, redemptionItemAdd, redemptionItemEdit, redemptionClaims, redemptionClaimFulfil, redemptionClaimReject } =
  redemptionOperatorCalls;

export const rewardsConsoleCalls = {
  quests: forwardedCall('/agent/quests', quests),
  questAdd: forwardedCall('/agent/quests', questAdd),
  questEdit: forwardedCall('/agent/quests/:id', questEdit),
  wheelTableAdd: forwardedCall('/agent/wheel/tables', wheelOperatorCalls.wheelTableAdd),
  wheelClaims: forwardedCall('/agent/wheel/claims', wheelOperatorCalls.wheelClaims),
  wheelClaimDeliver: forwardedCall('/agent/wheel/claims/:id/deliver', wheelOperatorCalls.wheelClaimDeliver),
  redemptionItems: forwardedCall('/agent/redemption/items', redemptionItems),
  redemptionItemAdd: forwardedCall('/agent/redemption/items', redemptionItemAdd),
  redemptionItemEdit: forwardedCall('/agent/redemption/items/:id', redemptionItemEdit),
  redemptionClaims: forwardedCall('/agent/redemption/claims', redemptionClaims),
  redemptionClaimFulfil: forwardedCall('/agent/redemption/claims/:id/fulfil', redemptionClaimFulfil),
  redemptionClaimReject: forwardedCall('/agent/redemption/claims/:id/reject', redemptionClaimReject),
  audit: forwardedCall('/agent/audit', auditOperatorCalls.audit),
};

/** Which operator call each rewards console call forwards. */
export const REWARDS_FORWARDS = {
  quests,
  questAdd,
  questEdit,
  wheelTableAdd: wheelOperatorCalls.wheelTableAdd,
  wheelClaims: wheelOperatorCalls.wheelClaims,
  wheelClaimDeliver: wheelOperatorCalls.wheelClaimDeliver,
  redemptionItems,
  redemptionItemAdd,
  redemptionItemEdit,
  redemptionClaims,
  redemptionClaimFulfil,
  redemptionClaimReject,
  audit: auditOperatorCalls.audit,
} as const satisfies Record<keyof typeof rewardsConsoleCalls, unknown>;
