/**
 * A visitor who picks a real-money game is sent to log in; the game waits
 * here (in the lobby state) and the launcher reopens it once they are a
 * member, with the free-spin credit it was opened with. A choice older than
 * a few minutes is forgotten: reopening a game picked yesterday would
 * surprise, not help.
 */
import type { SelectedGame } from '#client/lib/ui-state.js';
import { readLobbyState, updateLobbyState } from '#client/lib/persisted-state.js';

const KEY = 'pendingGame';
const KEEP_MS = 10 * 60_000;

interface Pending {
  game: SelectedGame;
  savedAt: number;
}

export function rememberPendingGame(game: SelectedGame, now = Date.now()): void {
  updateLobbyState({ [KEY]: { game, savedAt: now } satisfies Pending });
}

/** The waiting game, if still fresh; reading it forgets it. */
export function takePendingGame(now = Date.now()): SelectedGame | null {
  const pending = readLobbyState()[KEY] as Partial<Pending> | null | undefined;
  if (pending === undefined) return null;
  updateLobbyState({ [KEY]: null });
  const game = pending?.game;
  if (!game || typeof pending.savedAt !== 'number' || now - pending.savedAt > KEEP_MS) return null;
  if (typeof game.game_id !== 'string' || typeof game.provider_id !== 'string') return null;
  // A free-spin credit chosen on /freespin rides along; anything else stored there is dropped.
  const freeSpinId = Number.isInteger(game.free_spin_id) ? game.free_spin_id : null;
  return { ...game, is_demo: false, free_spin_id: freeSpinId };
}
