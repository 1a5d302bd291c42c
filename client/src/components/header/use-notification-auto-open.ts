import { useEffect } from 'react';
import { useModal } from '../../lib/ui-state.js';
import { readStored, writeStored } from '../../lib/storage.js';

const SHOWN_KEY = 'notifications_shown';

/**
 * Spec §4: the notification modal opens on header load for a logged-in member
 * with notifications. Once per browser session, so moving between pages (each
 * mounts the header) does not pop it again. It waits while the announcement
 * dialog is open (whichever list arrives first shows first), so the two never stack.
 */
export function useNotificationAutoOpen(loggedIn: boolean, count: number): void {
  const { setOpen } = useModal('notification');
  const announcements = useModal('event');
  const shouldOpen = loggedIn && count > 0 && !announcements.open;
  useEffect(() => {
    if (!shouldOpen || readStored('session', SHOWN_KEY, false)) return;
    writeStored('session', SHOWN_KEY, true);
    setOpen(true);
    // setOpen is a fresh closure each render; the flag decides, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldOpen]);
}
