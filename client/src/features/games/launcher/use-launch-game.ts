/**
 * Opening a game from anywhere (a lobby tile, a home row): the selection of
 * docs/product.md §3 goes into the UI store and the launcher sheet opens on it. A
 * visitor choosing real money logs in first in the login modal, in place,
 * and the launcher opens the kept game once they are a member.
 */
import type { Game } from '#shared/api/games.js';
import { notify } from '#client/components/ui/toaster.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useModal, useUiState, type SelectedGame } from '#client/lib/ui-state.js';
import { rememberPendingGame } from './pending-game.js';

export function selectionOf(game: Game, source: string, demo: boolean, freeSpinId: number | null = null): SelectedGame {
  return {
    game_id: String(game.id),
    provider_id: String(game.provider_id),
    sub_provider_id: game.sub_provider_id,
    source,
    is_demo: demo,
    // A demo is play money: a credit's spins are never spent there.
    free_spin_id: demo ? null : freeSpinId,
  };
}

export interface LaunchOptions {
  source: string;
  demo?: boolean;
  /** play this free-spin credit (the /freespin page) */
  freeSpinId?: number | null;
}

export function useLaunchGame() {
  const [, update] = useUiState();
  const loggedIn = useIsLoggedIn();
  const login = useModal('login');
  return (game: Game, { source, demo = false, freeSpinId = null }: LaunchOptions) => {
    const selection = selectionOf(game, source, demo, freeSpinId);
    if (!demo && !loggedIn) {
      rememberPendingGame(selection);
      // The login modal opens in place; the launcher opens the game once the member is in.
      notify.info('กรุณาเข้าสู่ระบบก่อนเล่นเกม', 3000);
      login.setOpen(true);
      return;
    }
    update((draft) => {
      draft.selectedGame = selection;
    });
  };
}
