import type { QueryClient } from '@tanstack/react-query';
import type { Quest, QuestClaim } from '#shared/api/quest.js';
import { POINTS_QUERY_KEY, questKeys, WALLETS_QUERY_KEY } from './keys.js';

/**
 * After either redeem call: the quest shows claimed at once (and its quota one
 * less), then the list, the wallets and the points are read again from the server.
 */
export function onQuestClaimed(queryClient: QueryClient, claim: QuestClaim) {
  queryClient.setQueryData<Quest[]>(questKeys.list(), (quests) =>
    quests?.map((quest) =>
      quest.id === claim.quest_id
        ? { ...quest, claimed: true, quota_left: quest.quota_left === null ? null : Math.max(0, quest.quota_left - 1) }
        : quest,
    ),
  );
  void queryClient.invalidateQueries({ queryKey: questKeys.all });
  void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY });
}
