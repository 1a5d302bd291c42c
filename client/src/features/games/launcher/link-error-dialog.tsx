/** Spec §8: a game link the server refused shows its message in a dialog titled 'พบบางอย่างผิดปกติ'. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export function LinkErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={message !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface" mx="4">
            <Dialog.Header>
              <Dialog.Title>พบบางอย่างผิดปกติ</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text data-testid="link-error">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" w="full" minH="11" onClick={onClose}>
                ตกลง
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
