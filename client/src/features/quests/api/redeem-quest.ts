import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestRedeemRequest } from '#shared/api/quest.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { onQuestClaimed } from './on-quest-claimed.js';

export interface RedeemQuestVariables {
  request: QuestRedeemRequest;
  /** One key per quest the member taps: a retry after a lost answer never pays twice. */
  idempotencyKey: string;
}

/** POST /api/quest/redeem: the reward of a completed everyday quest (event quests use redeem-event-quest). */
export const redeemQuest = ({ request, idempotencyKey }: RedeemQuestVariables) =>
  apiCall(CALLS.quest.redeem, { body: request, idempotencyKey });

export function useRedeemQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemQuest,
    onSuccess: (claim) => onQuestClaimed(queryClient, claim),
  });
}
