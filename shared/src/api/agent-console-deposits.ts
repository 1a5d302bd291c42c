/**
 * The deposits that wait for the agent: the slip review (docs/decisions/0082),
 * the slips waiting, one with its image and the service's answer, and the
 * decision; and the bank notifications (0083), the statement feed's entry and
 * the transfers waiting for the agent to match. Each forwards its operator
 * call as it is; a decision also pushes the member's deposit and wallets (the
 * gateway's business).
 */
import { forwardedCall } from './agent-console-forward.js';
import { bankTransferCalls } from './bank-transfers.js';
import { slipOperatorCalls } from './payment-slips.js';

const { slipList, slipDetail, slipConfirm, slipReject } = slipOperatorCalls;
const { bankTransfersFeed, bankTransferList, bankTransferMatch } = bankTransferCalls;

export const depositConsoleCalls = {
  slipList: forwardedCall('/agent/slips', slipList),
  slipDetail: forwardedCall('/agent/slips/:id', slipDetail),
  slipConfirm: forwardedCall('/agent/slips/:id/confirm', slipConfirm),
  slipReject: forwardedCall('/agent/slips/:id/reject', slipReject),
  // The statement feed reaches the site here, with the agent key: the upstream's /operator side is not public.
  bankTransfersFeed: forwardedCall('/agent/bank_transfers', bankTransfersFeed),
  bankTransferList: forwardedCall('/agent/bank_transfers', bankTransferList),
  bankTransferMatch: forwardedCall('/agent/bank_transfers/:id/match', bankTransferMatch),
};

/** Which operator call each of these console calls forwards. */
export const DEPOSIT_FORWARDS = { slipList, slipDetail, slipConfirm, slipReject, bankTransfersFeed, bankTransferList, bankTransferMatch } as const satisfies Record<keyof typeof depositConsoleCalls, unknown>;
