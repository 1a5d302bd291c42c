import type { QueryClient } from '@tanstack/react-query';
import type { WheelConfigV2, WheelSpin } from '#shared/api/wheel.js';
import { applyWallets } from '#client/member-data/apply-wallets.js';
import { wheelKeys } from './keys.js';

/**
 * A spin (or a claim) answers the member's wallets, points and free spins as
 * they are after it: written into the caches at once, so the balances are
 * right even when the wallets push is late or the socket is down. The seed's
 * nonce moved on: it is read again.
 */
export function onSpun(queryClient: QueryClient, spin: WheelSpin) {
  applyWallets(queryClient, { ...spin.wallets, free_spins: spin.free_spins });
  queryClient.setQueryData<WheelConfigV2>(wheelKeys.config(), (config) => config && { ...config, free_spins: spin.free_spins });
  void queryClient.invalidateQueries({ queryKey: wheelKeys.seed() });
  // A new item prize joins the config's list of prizes still to claim.
  if (spin.claim_status === 'pending') void queryClient.invalidateQueries({ queryKey: wheelKeys.config() });
}
