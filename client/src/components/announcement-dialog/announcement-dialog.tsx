/**
 * The announcement (event) dialog as the layout mounts it: the announcements
 * open by themselves (use-announcement-auto-open.ts), and the dialog with its
 * carousel (announcement-carousel-dialog.tsx, react-slick) loads the first time
 * it opens, not with the page (docs/decisions/0054).
 */
import { lazy } from 'react';
import { useEvents } from '#client/site-data/get-events.js';
import { useModal } from '#client/lib/ui-state.js';
import { MountOnDemand } from '../ui/mount-on-demand.js';
import { useAnnouncementAutoOpen } from './use-announcement-auto-open.js';

export { ANNOUNCEMENT_TARGET } from './announcement-target.js';

const AnnouncementCarouselDialog = lazy(async () => ({
  default: (await import('./announcement-carousel-dialog.js')).AnnouncementCarouselDialog,
}));

export function AnnouncementDialog() {
  const modal = useModal('event');
  useAnnouncementAutoOpen(useEvents().data?.events ?? []);
  return (
    <MountOnDemand asked={modal.open}>
      <AnnouncementCarouselDialog />
    </MountOnDemand>
  );
}
