/**
 * The default layout's app-wide overlays (member menu, notification and
 * announcement dialogs with the event button, deposit dialog, contact button,
 * bill result watcher, game launcher). None of them is part of a page's first
 * paint: the layout loads this chunk when the browser is idle after hydration,
 * and each dialog's own code (the carousel, the deposit form, Chakra's dialog
 * machinery) comes the first time it opens
 * (docs/decisions/0054). What stays here is what shows or listens at once: the
 * floating buttons, the watchers, the dialogs' triggers and the game launcher.
 */
import { lazy } from 'react';
import { AnnouncementDialog } from '#client/components/announcement-dialog/announcement-dialog.js';
import { EventButton } from '#client/components/announcement-dialog/event-button.js';
import { ContactButton } from '#client/components/contact-button/contact-button.js';
import { MountOnDemand } from '#client/components/ui/mount-on-demand.js';
import { BillResultWatcher } from '#client/features/lotto/components/bill-result-watcher.js';
import { GameLauncher } from '#client/features/games/launcher/game-launcher.js';
import { AuthDialogsOnDemand } from '#client/features/auth/components/auth-dialogs-on-demand.js';
import { useModal, useNavDrawer } from '#client/lib/ui-state.js';

const MemberMenuDialog = lazy(async () => ({ default: (await import('#client/components/member-menu/member-menu-dialog.js')).MemberMenuDialog }));
const NotificationDialog = lazy(async () => ({
  default: (await import('#client/components/notification-dialog/notification-dialog.js')).NotificationDialog,
}));
const DepositDialog = lazy(async () => ({ default: (await import('#client/features/payment/components/deposit-dialog.js')).DepositDialog }));

export function SiteOverlays() {
  const navDrawer = useNavDrawer();
  const notification = useModal('notification');
  const deposit = useModal('deposit');
  return (
    <>
      <MountOnDemand asked={navDrawer.open}>
        <MemberMenuDialog />
      </MountOnDemand>
      <MountOnDemand asked={notification.open}>
        <NotificationDialog />
      </MountOnDemand>
      <AnnouncementDialog />
      <EventButton />
      <MountOnDemand asked={deposit.open}>
        <DepositDialog />
      </MountOnDemand>
      <ContactButton />
      <BillResultWatcher />
      <GameLauncher />
      <AuthDialogsOnDemand />
    </>
  );
}
