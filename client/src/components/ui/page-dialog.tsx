/**
 * The site's dialog for a page-sized task (a bill, a promotion, the deposit form):
 * full screen on a phone, centred on larger screens, a title, a close button, and
 * a body that scrolls inside. Children are the dialog's `Dialog.Body` and `Dialog.Footer`.
 * While open it counts as an open dialog: the announcements and notifications wait for it.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCountAsOpenDialog } from '#client/lib/ui-state.js';

export function PageDialog({
  open,
  onClose,
  title,
  size = 'md',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** the width from the md breakpoint up */
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  useCountAsOpenDialog(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface">
            <Dialog.Header borderBottomWidth="1px" borderColor="border.subtle">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="ปิด" color="fg.default" />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
