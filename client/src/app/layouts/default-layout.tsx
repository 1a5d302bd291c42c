/**
 * Default layout of docs/product.md §2: header, member panel (members only), the page,
 * the fixed footer tabs, and the app-wide overlays: member menu dialog,
 * notification dialog, announcement (event) dialog with its floating event
 * button, the deposit dialog (opened by the member panel), and
 * the contact button, and the game launcher sheet (docs/product.md §2's lobby game sheet).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Header } from '#client/components/header/header.js';
import { Footer } from '#client/components/footer/footer.js';
import { MemberPanel } from '#client/components/member-panel/member-panel.js';
import { whenIdle } from '#client/lib/when-idle.js';
import { PageFade } from '../page-fade.js';
import { PageContainer } from './page-container.js';

/** Room for the fixed footer tab bar (about 60 px plus the safe area). */
export const FOOTER_SPACE = 'calc(80px + env(safe-area-inset-bottom))';

// Not part of the first paint (site-overlays.tsx): a chunk of their own, fetched when the browser is idle
// after hydration (never in the server's HTML: dialogs, the socket and the launcher are the browser's).
const SiteOverlays = lazy(() => import('./site-overlays.js').then((module) => ({ default: module.SiteOverlays })));

export function SiteChrome({ children }: { children: React.ReactNode }) {
  const [overlaysWanted, setOverlaysWanted] = useState(false);
  // An effect runs only in the browser, after hydration: the server's HTML and the first render match.
  useEffect(() => whenIdle(() => setOverlaysWanted(true)), []);
  return (
    <Flex direction="column" minH="100dvh">
      {/* Each part hydrates as a unit of its own, so the browser can answer a tap between them. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Box as="main" flex="1" display="flex" flexDirection="column" pb={FOOTER_SPACE}>
        <Suspense fallback={null}>{children}</Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {overlaysWanted && (
        <Suspense fallback={null}>
          <SiteOverlays />
        </Suspense>
      )}
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
