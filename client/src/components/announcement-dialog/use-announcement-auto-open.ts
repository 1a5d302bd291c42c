import { useEffect } from 'react';
import type { AgentEvent } from '@shared/api/agent.js';
import { toaster } from '../ui/toaster.js';
import { useModal } from '../../lib/ui-state.js';
import { readStored, writeStored } from '../../lib/storage.js';
import { usePlayingNow } from './use-playing-now.js';

/** The ids of the announcements already shown (or offered in a toast) in this browser session. */
const SHOWN_KEY = 'announcements_shown';
/** Long enough to read a title and reach the button, mid-game. */
const ANNOUNCEMENT_TOAST_MS = 8_000;

function shownIds(current: readonly number[]): number[] {
  const stored = readStored<unknown>('session', SHOWN_KEY, []);
  // An older build stored `true` once the dialog had shown: what is listed now was seen.
  if (stored === true) return [...current];
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

const markShown = (ids: readonly number[]) => writeStored('session', SHOWN_KEY, [...new Set([...shownIds(ids), ...ids])]);

/**
 * Announcements open by themselves, once per announcement per browser session: on arrival when there
 * are any, and at once for one the agent broadcasts while the visitor or member is on the site (pushed
 * on the `announcements` topic), as notifications do. They never stack on another dialog (decision
 * 0011): they open only while none is open and count as shown once on screen, so they follow a dialog
 * that came first. In a game or on a betting page (decision 0049) the dialog does not cover it: a
 * toast names the newest and offers to open them, and they count as shown.
 */
export function useAnnouncementAutoOpen(events: readonly Pick<AgentEvent, 'id' | 'title'>[]): void {
  const modal = useModal('event');
  const playing = usePlayingNow();
  const ids = events.map((item) => item.id);
  const idsText = ids.join(',');
  const ready = ids.length > 0 && !modal.anotherOpen;

  useEffect(() => {
    if (modal.open && ids.length > 0) markShown(ids);
    // the ids are read through idsText
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal.open, idsText]);

  useEffect(() => {
    if (!ready) return;
    const shown = shownIds(ids);
    const fresh = events.find((item) => !shown.includes(item.id));
    if (!fresh) return;
    if (!playing) {
      modal.openIfNoneOpen();
      return;
    }
    markShown(ids);
    // Out of React's commit: the toaster renders synchronously.
    queueMicrotask(() =>
      toaster.create({
        type: 'info',
        title: 'มีประกาศสำคัญใหม่',
        description: fresh.title,
        duration: ANNOUNCEMENT_TOAST_MS,
        action: { label: 'ดูประกาศ', onClick: () => modal.setOpen(true) },
      }),
    );
    // The flags and the ids decide; openIfNoneOpen and setOpen are fresh closures each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, idsText, playing]);
}
