/**
 * A visitor who picks a real-money game is sent to log in; the game waits
 * here (in the lobby state) and the launcher reopens it once they are a
 * member. A choice older than a few minutes is forgotten: reopening a game
 * picked yesterday would surprise, not help.
 */
import type { SelectedGame } from '../../../lib/ui-state.js';
import { readLobbyState, updateLobbyState } from '../../../lib/persisted-state.js';

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
  return typeof game.game_id === 'string' && typeof game.provider_id === 'string' ? { ...game, is_demo: false } : null;
}
