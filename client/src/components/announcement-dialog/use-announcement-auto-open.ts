import { useEffect } from 'react';
import { useModal } from '../../lib/ui-state.js';
import { readStored, writeStored } from '../../lib/storage.js';

const SHOWN_KEY = 'announcements_shown';

/**
 * Announcements open by themselves once per browser session when there are
 * any, as sites of this kind do. They never stack on another dialog
 * (decision 0011): they open only while no other dialog is open, and count as
 * shown only once they are on screen, so when another dialog was first (the
 * notifications) they follow when it closes.
 */
export function useAnnouncementAutoOpen(count: number): void {
  const event = useModal('event');
  const ready = count > 0 && !event.anotherOpen;
  useEffect(() => {
    if (event.open) writeStored('session', SHOWN_KEY, true);
  }, [event.open]);
  useEffect(() => {
    if (!ready || readStored('session', SHOWN_KEY, false)) return;
    event.openIfNoneOpen();
    // openIfNoneOpen is a fresh closure each render; readiness decides, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
