import { useEffect } from 'react';
import { useModal, useUiState } from '#client/lib/ui-state.js';
import { readStored, writeStored } from '#client/lib/storage.js';

/** The ids of the notifications already shown in this browser session. */
const SHOWN_KEY = 'notifications_shown';

function shownIds(): number[] {
  const stored = readStored<unknown>('session', SHOWN_KEY, []);
  // An older build stored `true` here: read it as "nothing known", so the list shows once more.
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * Spec §4: the notification modal opens on header load for a logged-in member
 * with notifications. Once per notification per browser session: moving
 * between pages (each mounts the header) does not pop it again, but one the
 * agent sends while the member is here (pushed on the `notifications` topic)
 * opens it at once, newest first, as a page load would have. It never stacks
 * on another dialog (decision 0011): it opens only while none is open, and the
 * ids count as shown only once it is on screen, so when the announcements came
 * first it follows them.
 */
export function useNotificationAutoOpen(loggedIn: boolean, notifications: readonly { id: number }[] | undefined): void {
  const notification = useModal('notification');
  // Nor over a game the member has opened in the launcher: its dialog may load after the game did.
  const inAGame = useUiState()[0].selectedGame !== null;
  const ids = (notifications ?? []).map((item) => item.id);
  const idsText = ids.join(',');
  const shouldOpen = loggedIn && ids.length > 0 && !notification.anotherOpen && !inAGame;
  useEffect(() => {
    if (notification.open && ids.length > 0) writeStored('session', SHOWN_KEY, [...new Set([...shownIds(), ...ids])]);
    // the ids are read through idsText
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notification.open, idsText]);
  useEffect(() => {
    if (!shouldOpen) return;
    const shown = shownIds();
    if (ids.every((id) => shown.includes(id))) return;
    notification.openIfNoneOpen();
    // openIfNoneOpen is a fresh closure each render; the flag and the ids decide, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldOpen, idsText]);
}
