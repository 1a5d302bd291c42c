/**
 * The site menu as a drawer on a phone. A chunk of its own, fetched when the
 * member reaches for the menu button (header.tsx): the dialog machinery it
 * needs is not part of any first paint (docs/decisions/0054).
 */
import { CloseButton, Drawer, Image, Portal, Stack } from '@chakra-ui/react';
import { MenuLink } from './menu-link.js';
import { SITE_MENU } from './site-menu.js';

export function SiteMenuDrawer({ open, onOpenChange, logo }: { open: boolean; onOpenChange: (open: boolean) => void; logo: string }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
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
                  <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={() => onOpenChange(false)} />
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
  );
}
