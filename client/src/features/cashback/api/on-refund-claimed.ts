import type { QueryClient } from '@tanstack/react-query';
import type { LossClaim, LossHistory } from '#shared/api/cashback.js';
import { applyWallets } from '#client/member-data/apply-wallets.js';
import { cashbackKeys } from './keys.js';

/**
 * A claim answers the refund as claimed and the wallets after it: both are
 * written into the caches at once (the balance is right even when the wallets
 * push is late), then the history is read again.
 */
export function onRefundClaimed(queryClient: QueryClient, claim: LossClaim) {
  applyWallets(queryClient, claim.wallets);
  queryClient.setQueriesData<LossHistory>({ queryKey: cashbackKeys.loss() }, (history) =>
    history && {
      ...history,
      current: history.current?.id === claim.refund.id ? claim.refund : history.current,
      items: history.items.map((row) => (row.id === claim.refund.id ? claim.refund : row)),
    },
  );
  void queryClient.invalidateQueries({ queryKey: cashbackKeys.loss() });
}
