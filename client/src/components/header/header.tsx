import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, HStack, IconButton, Image } from '@chakra-ui/react';
import { LuMenu, LuTarget } from 'react-icons/lu';
import { useAgentConfig } from '#client/site-data/get-agent-config.js';
import { useNotifications } from '#client/site-data/get-notifications.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { EventHeaderButton } from '../announcement-dialog/event-button.js';
import { MenuLink } from './menu-link.js';
import { SITE_MENU } from './site-menu.js';
import { useNotificationAutoOpen } from './use-notification-auto-open.js';

export const DEFAULT_LOGO = '/assets/logo.svg';

// The phone's menu drawer comes when it is reached for (pointer down, focus), not with the first paint.
const loadSiteMenuDrawer = () => import('./site-menu-drawer.js');
const SiteMenuDrawer = lazy(() => loadSiteMenuDrawer().then((module) => ({ default: module.SiteMenuDrawer })));

function GuestActions() {
  return (
    // Smaller on a phone: the menu, the logo, the announcements and both buttons share one row.
    <HStack gap={{ base: '1.5', sm: '2' }} flexShrink={0}>
      <Button asChild size={{ base: 'xs', sm: 'sm' }} variant="outline" colorPalette="brand">
        <RouterLink to="/register">สมัครสมาชิก</RouterLink>
      </Button>
      <Button asChild size={{ base: 'xs', sm: 'sm' }} colorPalette="brand">
        <RouterLink to="/login">เข้าสู่ระบบ</RouterLink>
      </Button>
    </HStack>
  );
}

/**
 * A member's balance, points, deposit and withdraw are the member panel's, right under the header on
 * every page that has one (decision 0049): shown once, not in both. The quest button is the header's own.
 */
function MemberActions() {
  return (
    <Button asChild size="xs" colorPalette="brand" variant="outline">
      <RouterLink to="/member/creditfree">
        <LuTarget aria-hidden /> ภารกิจ
      </RouterLink>
    </Button>
  );
}

/** Site header (docs/product.md §2): logo, the site menu, and guest or member actions. */
export function Header() {
  const loggedIn = useIsLoggedIn();
  const config = useAgentConfig();
  const notifications = useNotifications();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so that it closes with its animation and opens again at once.
  const [menuWanted, setMenuWanted] = useState(false);
  const logo = config.data?.info.agent_logo || DEFAULT_LOGO;

  useNotificationAutoOpen(loggedIn, notifications.data?.notifications);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.surface" borderBottomWidth="1px" borderColor="border.subtle">
      {/* One row at every width, whatever font the text is drawn in yet: the header's height never moves the page. */}
      <Flex maxW="7xl" mx="auto" px={{ base: '2', sm: '3' }} py="2" gap={{ base: '1', sm: '2' }} align="center" wrap="nowrap" h="16">
        <IconButton
          aria-label="เปิดเมนูเว็บไซต์"
          variant="ghost"
          color="fg.default"
          display={{ base: 'inline-flex', md: 'none' }}
          onPointerDown={() => void loadSiteMenuDrawer()}
          onFocus={() => void loadSiteMenuDrawer()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <LuMenu />
        </IconButton>
        <RouterLink to="/" aria-label="หน้าหลัก" style={{ minWidth: 0, flexShrink: 1 }}>
          {/* A fixed box (the default logo is 240×64): the header must not grow when the picture arrives. */}
          <Image src={logo} alt="โลโก้เว็บไซต์" h={{ base: '8', sm: '10' }} w={{ base: '120px', sm: '150px' }} objectFit="contain" objectPosition="left" />
        </RouterLink>
        <HStack as="nav" aria-label="เมนูเว็บไซต์" gap="0" display={{ base: 'none', md: 'flex' }} overflowX="auto">
          {SITE_MENU.map((item) => (
            <MenuLink key={item.to} to={item.to} label={item.label} />
          ))}
        </HStack>
        <Box flex="1" />
        <EventHeaderButton />
        {loggedIn ? <MemberActions /> : <GuestActions />}
      </Flex>

      {menuWanted && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={menuOpen} onOpenChange={setMenuOpen} logo={logo} />
        </Suspense>
      )}
    </Box>
  );
}
