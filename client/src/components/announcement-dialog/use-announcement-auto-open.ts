import { useEffect, useRef } from 'react';
import type { AgentEvent } from '#shared/api/agent.js';
import { toaster } from '../ui/toaster.js';
import { useModal } from '#client/lib/ui-state.js';
import { readStored, writeStored } from '#client/lib/storage.js';
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
 * An announcement the agent broadcasts while the visitor or member is on the site (pushed on the
 * `announcements` topic) opens by itself at once, once per announcement per browser session, as
 * notifications do. Those already published when the page arrives never cover the page the member
 * came for: the event button carries their count (decision 0056, revising 0011). They never stack on another dialog (decision
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
  // The list the page arrived with (its first answer), kept before the effect below reads it.
  const arrived = useRef<readonly number[] | null>(null);
  useEffect(() => {
    if (arrived.current === null && ids.length > 0) arrived.current = ids;
    // the ids are read through idsText
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsText]);

  useEffect(() => {
    if (modal.open && ids.length > 0) markShown(ids);
    // the ids are read through idsText
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal.open, idsText]);

  useEffect(() => {
    if (!ready) return;
    const shown = [...shownIds(ids), ...(arrived.current ?? [])];
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
