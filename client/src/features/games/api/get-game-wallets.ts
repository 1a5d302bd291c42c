import { useMutation } from '@tanstack/react-query';
import type { Wallet } from '#shared/api/member.js';
import { WalletType } from '#shared/constants.js';
import { apiCall } from '#client/lib/api-client.js';
import { GAME_CALLS } from './calls.js';
import type { GameWalletsFor } from './keys.js';

/** POST /api/game/wallets (ids as strings, docs/product.md §7): the wallets this game may be played with. */
export const getGameWallets = async (game: GameWalletsFor) => (await apiCall(GAME_CALLS.wallets, { body: game })).wallets;

/** Spec §4: the wallets worth offering are those with money in them, and always the main one. */
export const playableWallets = (wallets: Wallet[]) => wallets.filter((wallet) => wallet.balance > 0 || wallet.wallet_type_id === WalletType.MAIN);

/**
 * Asked once per opening of the launcher, as the launcher's first step: a
 * mutation rather than a cached query, so balances are never an old answer
 * and a failure is handled where it happens (a toast, the sheet closes).
 */
export const useGameWallets = () => useMutation({ mutationFn: getGameWallets });
