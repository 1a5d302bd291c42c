import { TH } from '#shared/messages.th.js';
import { MessageDialog } from '../message-dialog/message-dialog.js';

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
    <MessageDialog
      open={open}
      title={TH.logoutConfirm.title}
      confirmLabel={TH.logoutConfirm.confirm}
      onConfirm={onConfirm}
      cancelLabel={TH.logoutConfirm.cancel}
      onClose={onCancel}
      pending={pending}
      tone="danger"
    >
      {TH.logoutConfirm.text}
    </MessageDialog>
  );
}
