import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Image, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuArrowDownToLine, LuArrowUpFromLine, LuCoins, LuMenu, LuTarget, LuWallet } from 'react-icons/lu';
import { useAgentConfig } from '../../agent-data/get-agent-config.js';
import { useNotifications } from '../../agent-data/get-notifications.js';
import { useWallets } from '../../member-data/get-wallets.js';
import { usePoints } from '../../member-data/get-points.js';
import { pointsText, thbText } from '../../lib/money-text.js';
import { useIsLoggedIn } from '../../lib/session.js';
import { useModal } from '../../lib/ui-state.js';
import { useIsMobile } from '../../lib/use-is-mobile.js';
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
    <HStack gap={{ base: '1.5', sm: '2' }}>
      <Button asChild size={{ base: 'xs', sm: 'sm' }} variant="outline" colorPalette="brand">
        <RouterLink to="/register">สมัครสมาชิก</RouterLink>
      </Button>
      <Button asChild size={{ base: 'xs', sm: 'sm' }} colorPalette="brand">
        <RouterLink to="/login">เข้าสู่ระบบ</RouterLink>
      </Button>
    </HStack>
  );
}

function MemberActions() {
  const wallets = useWallets();
  const points = usePoints();
  const isMobile = useIsMobile();
  const depositModal = useModal('deposit');
  return (
    <Flex gap="2" align="center" wrap="wrap" justify={{ base: 'space-between', md: 'flex-end' }} w={{ base: 'full', md: 'auto' }}>
      <HStack gap="3" fontSize="sm">
        <HStack gap="1" aria-label="ยอดเงินคงเหลือ" title="ยอดเงินคงเหลือ">
          <LuWallet aria-hidden />
          {wallets.data ? (
            <Text as="span" fontWeight="bold" color="brand.fg" data-testid="header-balance">
              {thbText(wallets.data.total)}
            </Text>
          ) : (
            <Spinner size="xs" aria-label="กำลังโหลดยอดเงิน" />
          )}
        </HStack>
        <HStack gap="1" asChild color="fg.default" title="แต้มสะสม">
          <RouterLink to="/redeem">
            <LuCoins aria-hidden />
            <Text as="span" data-testid="header-points">
              {pointsText(points.data?.point ?? wallets.data?.points ?? 0)} แต้ม
            </Text>
          </RouterLink>
        </HStack>
      </HStack>
      <HStack gap="2">
        {isMobile ? (
          <Button asChild size="xs" colorPalette="green">
            <RouterLink to="/member/deposit">
              <LuArrowDownToLine aria-hidden /> ฝากเงิน
            </RouterLink>
          </Button>
        ) : (
          // Large screens deposit in the deposit modal (spec §2 Modals), mounted by the layouts.
          <Button size="xs" colorPalette="green" onClick={() => depositModal.setOpen(true)}>
            <LuArrowDownToLine aria-hidden /> ฝากเงิน
          </Button>
        )}
        <Button asChild size="xs" colorPalette="red">
          <RouterLink to="/member/withdraw">
            <LuArrowUpFromLine aria-hidden /> ถอนเงิน
          </RouterLink>
        </Button>
        <Button asChild size="xs" colorPalette="brand" variant="outline">
          <RouterLink to="/member/creditfree">
            <LuTarget aria-hidden /> ภารกิจ
          </RouterLink>
        </Button>
      </HStack>
    </Flex>
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
      <Flex maxW="7xl" mx="auto" px={{ base: '2', sm: '3' }} py="2" gap={{ base: '1', sm: '2' }} align="center" wrap="wrap" minH="16">
        <IconButton
          aria-label="เปิดเมนูเว็บไซต์"
          variant="ghost"
          color="fg.default"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={() => setMenuOpen(true)}
        >
          <LuMenu />
        </IconButton>
        <RouterLink to="/" aria-label="หน้าหลัก">
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
