/**
 * The default layout's app-wide overlays (member menu, notification and
 * announcement dialogs with the event button, deposit dialog, contact button,
 * bill result watcher, game launcher). None of them is part of a page's first
 * paint, and together they carry the carousel, the deposit form and their
 * dialogs, so the layout loads them as a chunk of their own after it renders.
 */
import { MemberMenuDialog } from '../../components/member-menu/member-menu-dialog.js';
import { NotificationDialog } from '../../components/notification-dialog/notification-dialog.js';
import { AnnouncementDialog } from '../../components/announcement-dialog/announcement-dialog.js';
import { EventButton } from '../../components/announcement-dialog/event-button.js';
import { ContactButton } from '../../components/contact-button/contact-button.js';
import { BillResultWatcher } from '../../features/lotto/components/bill-result-watcher.js';
import { DepositDialog } from '../../features/payment/components/deposit-dialog.js';
import { GameLauncher } from '../../features/games/launcher/game-launcher.js';
import { AuthDialogsOnDemand } from '../../features/auth/components/auth-dialogs-on-demand.js';

export function SiteOverlays() {
  return (
    <>
      <MemberMenuDialog />
      <NotificationDialog />
      <AnnouncementDialog />
      <EventButton />
      <DepositDialog />
      <ContactButton />
      <BillResultWatcher />
      <GameLauncher />
      <AuthDialogsOnDemand />
    </>
  );
}
