import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventQuestRequest } from '#shared/api/quest.js';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { onQuestClaimed } from './on-quest-claimed.js';

export interface RedeemEventQuestVariables {
  request: EventQuestRequest;
  /** One key per quest the member taps: a retry after a lost answer never pays twice. */
  idempotencyKey: string;
}

/** POST /api/event/quest: the reward of a completed quest that belongs to an event. */
export const redeemEventQuest = ({ request, idempotencyKey }: RedeemEventQuestVariables) =>
  apiCall(CALLS.quest.eventQuest, { body: request, idempotencyKey });

export function useRedeemEventQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemEventQuest,
    onSuccess: (claim) => onQuestClaimed(queryClient, claim),
  });
}
