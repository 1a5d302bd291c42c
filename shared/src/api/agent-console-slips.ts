/**
 * The console's slip review (docs/decisions/0082): the slips waiting for the
 * agent, one with its image and the service's answer, and the decision. Each
 * forwards its operator call as it is; a decision also pushes the member's
 * deposit and wallets (the gateway's business).
 */
import { forwardedCall } from './agent-console-forward.js';
import { slipOperatorCalls } from './payment-slips.js';

const { slipList, slipDetail, slipConfirm, slipReject } = slipOperatorCalls;

export const slipConsoleCalls = {
  slipList: forwardedCall('/agent/slips', slipList),
  slipDetail: forwardedCall('/agent/slips/:id', slipDetail),
  slipConfirm: forwardedCall('/agent/slips/:id/confirm', slipConfirm),
  slipReject: forwardedCall('/agent/slips/:id/reject', slipReject),
};

/** Which operator call each slip console call forwards. */
export const SLIP_FORWARDS = { slipList, slipDetail, slipConfirm, slipReject } as const satisfies Record<keyof typeof slipConsoleCalls, unknown>;
