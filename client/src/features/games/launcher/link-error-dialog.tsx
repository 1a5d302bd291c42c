/** Spec §8: a game link the server refused shows its message in a dialog titled 'พบบางอย่างผิดปกติ'. */
import { Text } from '@chakra-ui/react';
import { MessageDialog } from '#client/components/message-dialog/message-dialog.js';

export function LinkErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <MessageDialog open={message !== null} title="พบบางอย่างผิดปกติ" confirmLabel="ตกลง" onConfirm={onClose} onClose={onClose}>
      <Text data-testid="link-error">{message}</Text>
    </MessageDialog>
  );
}
