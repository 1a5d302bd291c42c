/**
 * The header balance follows a running game: the `wallets` topic pushes a
 * snapshot every few seconds, and a game in the frame may say sooner that
 * money moved with `postMessage({ type: 'huaydee:wallets' })`. Only our own
 * origin is listened to: an outside provider's page cannot make us refetch.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WALLETS_MESSAGE } from '#client/game-data/wallets-message.js';
import { WALLETS_QUERY_KEY } from '../api/keys.js';

export function useWalletRefresh(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== WALLETS_MESSAGE) return;
      void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, queryClient]);
}
