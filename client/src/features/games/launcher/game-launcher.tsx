/**
 * The game launcher of spec §2 as the layout mounts it: a game chosen before
 * logging in is picked up once the visitor is a member, and the sheet itself
 * (game-launcher-sheet.tsx: the drawer, the session, the frame) loads the first
 * time a game is chosen, not with the page (docs/decisions/0054).
 */
import { lazy, useEffect } from 'react';
import { MountOnDemand } from '../../../components/ui/mount-on-demand.js';
import { useIsLoggedIn } from '../../../lib/session.js';
import { useUiState } from '../../../lib/ui-state.js';
import { takePendingGame } from './pending-game.js';

const GameLauncherSheet = lazy(async () => ({ default: (await import('./game-launcher-sheet.js')).GameLauncherSheet }));

/** A game a visitor chose before logging in opens once they are a member. */
function useReopenPendingGame(loggedIn: boolean) {
  const [, update] = useUiState();
  useEffect(() => {
    if (!loggedIn) return;
    const pending = takePendingGame();
    if (pending)
      update((draft) => {
        draft.selectedGame = pending;
      });
  }, [loggedIn, update]);
}

export function GameLauncher() {
  const [ui] = useUiState();
  useReopenPendingGame(useIsLoggedIn());
  return (
    <MountOnDemand asked={ui.selectedGame !== null}>
      <GameLauncherSheet />
    </MountOnDemand>
  );
}
