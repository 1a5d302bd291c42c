import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Image, Portal, Stack } from '@chakra-ui/react';
import { LuMenu, LuTarget } from 'react-icons/lu';
import { useAgentConfig } from '../../agent-data/get-agent-config.js';
import { useNotifications } from '../../agent-data/get-notifications.js';
import { useIsLoggedIn } from '../../lib/session.js';
import { EventHeaderButton } from '../announcement-dialog/event-button.js';
import { SITE_MENU } from './site-menu.js';
import { useNotificationAutoOpen } from './use-notification-auto-open.js';

export const DEFAULT_LOGO = '/assets/logo.svg';

function MenuLink({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <Box
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      whiteSpace="nowrap"
      color="fg.default"
      _hover={{ color: 'brand.fg', bg: 'bg.raised' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
    >
      <NavLink to={to} onClick={onNavigate}>
        {label}
      </NavLink>
    </Box>
  );
}

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

/** Site header (spec §2): logo, the site menu, and guest or member actions. */
export function Header() {
  const loggedIn = useIsLoggedIn();
  const config = useAgentConfig();
  const notifications = useNotifications();
  const [menuOpen, setMenuOpen] = useState(false);
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
          onClick={() => setMenuOpen(true)}
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

      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="bg.surface" maxW="72">
              <Drawer.Header>
                <Image src={logo} alt="โลโก้เว็บไซต์" h="10" objectFit="contain" />
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="เมนูเว็บไซต์บนมือถือ" gap="1">
                  {SITE_MENU.map((item) => (
                    <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={() => setMenuOpen(false)} />
                  ))}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" color="fg.default" aria-label="ปิดเมนู" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
