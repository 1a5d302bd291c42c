import { useEffect } from 'react';
import { useModal } from '../../lib/ui-state.js';
import { readStored, writeStored } from '../../lib/storage.js';

const SHOWN_KEY = 'announcements_shown';

/**
 * Announcements open by themselves once per browser session when there are
 * any, as sites of this kind do. They wait while the notification dialog is
 * open so the two never stack; closing it lets the announcements follow.
 */
export function useAnnouncementAutoOpen(count: number): void {
  const event = useModal('event');
  const notification = useModal('notification');
  const ready = count > 0 && !notification.open;
  useEffect(() => {
    if (!ready || readStored('session', SHOWN_KEY, false)) return;
    writeStored('session', SHOWN_KEY, true);
    event.setOpen(true);
    // setOpen is a fresh closure each render; readiness decides, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
