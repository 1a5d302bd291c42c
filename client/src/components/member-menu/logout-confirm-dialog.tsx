import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { TH } from '@shared/messages.th.js';

/** Spec §8's logout confirmation, letter for letter. */
export function LogoutConfirmDialog({
  open,
  onCancel,
  onConfirm,
  pending,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface">
            <Dialog.Header>
              <Dialog.Title>{TH.logoutConfirm.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{TH.logoutConfirm.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {TH.logoutConfirm.cancel}
              </Button>
              <Button colorPalette="red" loading={pending} onClick={onConfirm}>
                {TH.logoutConfirm.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
