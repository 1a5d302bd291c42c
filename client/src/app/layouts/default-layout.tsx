/**
 * Default layout of spec §2: header, member panel (members only), the page,
 * the fixed footer tabs, and the app-wide overlays: member menu dialog,
 * notification dialog, announcement (event) dialog with its floating event
 * button, the deposit dialog (opened by the header and the member panel), and
 * the contact button, and the game launcher sheet (spec §2's lobby game sheet).
 */
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Header } from '../../components/header/header.js';
import { Footer } from '../../components/footer/footer.js';
import { MemberPanel } from '../../components/member-panel/member-panel.js';
import { MemberMenuDialog } from '../../components/member-menu/member-menu-dialog.js';
import { NotificationDialog } from '../../components/notification-dialog/notification-dialog.js';
import { AnnouncementDialog, EventButton } from '../../components/announcement-dialog/announcement-dialog.js';
import { ContactButton } from '../../components/contact-button/contact-button.js';
import { BillResultWatcher } from '../../features/lotto/components/bill-result-watcher.js';
import { DepositDialog } from '../../features/payment/components/deposit-dialog.js';
import { GameLauncher } from '../../features/games/launcher/game-launcher.js';
import { PageFade } from '../page-fade.js';
import { PageContainer } from './page-container.js';

/** Room for the fixed footer tab bar (about 60 px plus the safe area). */
export const FOOTER_SPACE = 'calc(80px + env(safe-area-inset-bottom))';

export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Box as="main" flex="1" display="flex" flexDirection="column" pb={FOOTER_SPACE}>
        {children}
      </Box>
      <Footer />
      <MemberMenuDialog />
      <NotificationDialog />
      <AnnouncementDialog />
      <EventButton />
      <DepositDialog />
      <ContactButton />
      <BillResultWatcher />
      <GameLauncher />
    </Flex>
  );
}

export function DefaultLayout() {
  return (
    <SiteChrome>
      <PageContainer pt={{ base: '3', md: '5' }}>
        <MemberPanel />
      </PageContainer>
      <PageFade>
        <PageContainer py={{ base: '3', md: '5' }} flex="1">
          <Outlet />
        </PageContainer>
      </PageFade>
    </SiteChrome>
  );
}

export default DefaultLayout;
