import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, CloseButton, Drawer, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { LuChevronRight, LuLogOut } from 'react-icons/lu';
import { MENU_MAX_WIDTH, OVERLAY_OPACITY } from '#shared/constants.js';
import { useNavDrawer } from '#client/lib/ui-state.js';
import { useAgentConfig } from '#client/site-data/get-agent-config.js';
import { useLogout } from '#client/lib/logout.js';
import { LogoutConfirmDialog } from './logout-confirm-dialog.js';
import { LOGOUT_LABEL, MEMBER_MENU_ITEMS } from './member-menu-items.js';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '3',
  rounded: 'lg',
  bg: 'bg.raised',
  color: 'fg.default',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'accent.muted' },
  css: { '& > svg:first-of-type': { color: 'var(--chakra-colors-brand-fg)', width: '20px', height: '20px' } },
} as const;

/**
 * The member menu (docs/product.md §2): a slide-in panel shown by the nav-drawer flag.
 * Every item closes it; log out asks first.
 */
export function MemberMenuDialog() {
  const navDrawer = useNavDrawer();
  const logo = useAgentConfig().data?.info.agent_logo || '';
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);

  const close = () => navDrawer.setOpen(false);

  return (
    <>
      <Drawer.Root open={navDrawer.open} onOpenChange={(details) => navDrawer.setOpen(details.open)} placement="end">
        <Portal>
          <Drawer.Backdrop bg={`rgba(0, 0, 0, ${OVERLAY_OPACITY})`} />
          <Drawer.Positioner>
            <Drawer.Content bg="bg.surface" w="full" maxW={`${MENU_MAX_WIDTH}px`}>
              <Drawer.Header>
                <Drawer.Title srOnly>เมนูสมาชิก</Drawer.Title>
                {logo ? <Image src={logo} alt="โลโก้เว็บไซต์" h="12" maxW="48" objectFit="contain" /> : null}
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="เมนูสมาชิก" gap="2">
                  {MEMBER_MENU_ITEMS.map((item) => (
                    <Box key={item.to} asChild {...itemStyle}>
                      <RouterLink to={item.to} onClick={close}>
                        {item.icon}
                        <Text as="span" flex="1">
                          {item.label}
                        </Text>
                        <LuChevronRight aria-hidden />
                      </RouterLink>
                    </Box>
                  ))}
                  <Box asChild {...itemStyle}>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        setConfirming(true);
                      }}
                    >
                      <LuLogOut />
                      <HStack as="span" flex="1">
                        {LOGOUT_LABEL}
                      </HStack>
                    </button>
                  </Box>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" color="fg.default" aria-label="ปิดเมนูสมาชิก" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <LogoutConfirmDialog
        open={confirming}
        pending={logout.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => logout.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
