import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface" mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" colorPalette="accent" minH="11" onClick={onCancel}>
                ยกเลิก
              </Button>
              <Button colorPalette="red" minH="11" loading={busy} onClick={onConfirm}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
